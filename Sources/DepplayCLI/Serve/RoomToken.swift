/// A secret a URL carries: the room's (attendees) or the teacher's. 128 random bits from
/// the system's generator, in hex; compared in time that does not depend on where two
/// tokens differ.
struct RoomToken: Sendable, Equatable, CustomStringConvertible {
  let description: String

  /// A new random token.
  init() {
    var generator = SystemRandomNumberGenerator()
    description = (0..<16).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }

  /// Whether `candidate` is this token.
  func matches(_ candidate: String?) -> Bool {
    guard let candidate else { return false }
    let expected = Array(description.utf8)
    let given = Array(candidate.utf8)
    var difference = UInt8(expected.count == given.count ? 0 : 1)
    for index in expected.indices {
      difference |= expected[index] ^ (index < given.count ? given[index] : 0)
    }
    return difference == 0
  }
}
