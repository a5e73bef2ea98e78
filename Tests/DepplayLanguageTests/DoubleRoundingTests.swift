import DepplayLanguage
import Testing

/// `Double.rounded()` and `rounded(_:)` with Swift's rounding rules, written as the implied
/// member, and an Optional's `map` and `flatMap` (`Golden/rounding.dep` runs each form).
@Suite struct DoubleRoundingTests {
  @Test func eachRuleRoundsAsSwiftDoes() async {
    let result = await runScript(
      """
      let x = -2.5
      print(x.rounded(), x.rounded(.up), x.rounded(.down), x.rounded(.towardZero))
      print(x.rounded(.awayFromZero), x.rounded(.toNearestOrEven), 0.5.rounded())
      """, file: "round.dep")
    #expect(result.output == "-3.0 -2.0 -3.0 -2.0\n-3.0 -2.0 1.0\n", "\(result.errors)")
  }

  @Test func anOptionalsMapAndFlatMapKeepNil() async {
    let result = await runScript(
      """
      enum Size: Int { case small = 1 }
      print(Size(rawValue: 1).map { "\\($0)" } ?? "-", Size(rawValue: 5).map { "\\($0)" } ?? "-")
      print(Int("4").flatMap { $0 > 3 ? $0 * 2 : nil } ?? 0, Int("x").map { $0 + 1 } ?? 0)
      let bumped = Size(rawValue: 1).map { $0.rawValue + 1 }
      print(bumped)
      """, file: "map.dep")
    #expect(result.output == "small -\n8 0\nOptional(2)\n", "\(result.errors)")
  }

  @Test func aScriptTypesOwnMethodOfTheNameTakesWhatItDeclares() async {
    let result = await runScript(
      """
      struct Ruler {
        func rounded(_ step: Int) -> Int { step * 10 }
      }
      print(Ruler().rounded(3), 2.5.rounded())
      """, file: "ruler.dep")
    #expect(result.output == "30 3.0\n", "\(result.errors)")
  }

  @Test func aRuleTheTypeLacksIsSwiftcsError() async throws {
    try await MarkedScript(marked: "print(1.5.rounded(.⏵sideways))\n")
      .expectError("type 'FloatingPointRoundingRule' has no member 'sideways'", malformed: true)
  }

  @Test func aRuleNotWrittenAsAMemberIsRefusedByName() async throws {
    try await MarkedScript(marked: "let rule = 1\nprint(1.5.rounded(⏵rule))\n")
      .expectError(
        "the argument of this method is written as a member of 'FloatingPointRoundingRule' here",
        malformed: true)
  }
}
