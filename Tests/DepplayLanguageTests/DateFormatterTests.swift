import DepplayLanguage
import Testing

/// `DateFormatter` as Foundation's (`Golden/date-formatter.dep`): a class, whose
/// `dateFormat`, `locale` and `timeZone` are set through a `let` and seen through every
/// reference, and whose `string(from:)` writes a date with them.
@Suite struct DateFormatterTests {
  /// Scripts formatting dates.
  static let scripts = [
    """
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: -7200)!
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    print(formatter.string(from: Date(timeIntervalSince1970: 0)))
    """,
    """
    let formatter = DateFormatter()
    let same = formatter
    same.locale = Locale(identifier: "en_US_POSIX")
    same.timeZone = TimeZone(identifier: "UTC")!
    same.dateFormat = "MMM d"
    print(formatter.string(from: Date(timeIntervalSince1970: 86_400 * 40)))
    print(formatter.locale.identifier)
    """,
    """
    print(TimeZone(secondsFromGMT: 5400)!.secondsFromGMT())
    """,
  ]
  /// What each prints: the format in the time zone's clock; a change through one reference
  /// seen through the other; a time zone's offset.
  static let outputs = ["1969-12-31 22:00\n", "Feb 10\nen_US_POSIX\n", "5400\n"]

  @Test(arguments: zip(scripts, outputs))
  func theFormatterWritesTheDate(script: String, output: String) async {
    let result = await runScript(script, file: "formatter.dep")
    #expect(result.output == output, "\(result.errors)")
  }

  @Test func aPropertyTakesAValueOfItsType() async throws {
    try await MarkedScript(
      marked: """
        let formatter = DateFormatter()
        ⏵formatter.locale = "en_US"

        """
    ).expectError("cannot assign value of type 'String' to type 'Locale'", malformed: false)
  }

  @Test func aStructsPropertyIsStillNotSetThroughALet() async throws {
    try await MarkedScript(
      marked: """
        let calendar = Calendar(identifier: .gregorian)
        ⏵calendar.timeZone = TimeZone(identifier: "UTC")!

        """
    ).expectError("cannot assign to property: 'calendar' is a 'let' constant", malformed: true)
  }
}
