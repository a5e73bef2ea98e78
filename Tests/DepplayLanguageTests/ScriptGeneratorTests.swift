import DepplayLanguage
import Testing

/// A script's own `RandomNumberGenerator`: the standard library's algorithms draw from its
/// `next()` (`Golden/random-number-generator.dep` runs each form), and an array's elements in
/// a range (`Golden/array-slices.dep`).
@Suite struct ScriptGeneratorTests {
  @Test func aGeneratorWithoutNextIsSwiftcsError() async throws {
    try await MarkedScript(marked: "struct ⏵Steps: RandomNumberGenerator {\n  var state = 0\n}\n")
      .expectError(
        "type 'Steps' does not conform to protocol 'RandomNumberGenerator'", malformed: true)
  }

  @Test func aGeneratorIsPassedWithAnAmpersand() async throws {
    try await MarkedScript(
      marked:
        "struct Steps: RandomNumberGenerator {\n  var state = 0\n"
        + "  mutating func next() -> UInt64 { state &+= 1; return 5 }\n}\n"
        + "let steps = Steps()\nprint(Int.random(in: 1...6, ⏵using: steps))\n"
    ).expectError("passed with '&'", malformed: false)
  }

  @Test func aStructMayTakeABuiltInTypesName() async {
    let result = await runScript(
      """
      struct LCRNG: RandomNumberGenerator {
        var seed: UInt64
        mutating func next() -> UInt64 {
          seed = 2_862_933_555_777_941_757 &* seed &+ 3_037_000_493
          return seed
        }
      }
      var generator = LCRNG(seed: 7)
      print(Bool.random(using: &generator), generator.seed)
      """, file: "lcrng.dep")
    #expect(result.output == "true 1593790819773041176\n", "\(result.errors)")
  }

  @Test func aRangePastTheEndStopsTheProgram() async throws {
    try await MarkedScript(marked: "let names = [\"a\", \"b\"]\nprint(⏵names[1..<3])\n")
      .expectError("Fatal error: Array index is out of range", malformed: false)
  }
}
