import DepplayLanguage
import Testing

/// `a...b` is a `ClosedRange<Int>`, as in Swift: its upper bound may be `Int.max`, it prints
/// and compares as a closed range, and walking it to `Int.max` never overflows.
@Suite struct ClosedRangeTests {
  @Test func aClosedRangeUpToIntMaxIsValid() async throws {
    // It used to be refused as "lower bound must not exceed its upper bound".
    var limits = Limits()
    limits.statementBudget = 1_000
    try await MarkedScript(marked: "for i in 0...9223372036854775807 { ⏵let x = i }")
      .expectError("statement budget of 1000 is spent", malformed: false, limits: limits)
  }

  @Test func walkingAClosedRangeToIntMaxStopsAtIntMax() async {
    let result = await Session().run(
      source: "for i in 9223372036854775806...9223372036854775807 { print(i) }", file: "end.dep")
    #expect(result.output == ["9223372036854775806", "9223372036854775807"])
  }

  @Test func aClosedRangePrintsAndComparesAsSwiftDoes() async {
    let result = await Session().run(
      source: "print(1...3)\nprint(1..<4)\nprint((1...3) == (1...3))", file: "print.dep")
    #expect(result.output == ["1...3", "1..<4", "true"])
  }

  @Test func aClosedRangeWhoseBoundsAreReversedIsStillAnError() async throws {
    try await MarkedScript(marked: "let r = ⏵3...1").expectError(
      "a range's lower bound must not exceed its upper bound", malformed: false)
  }

  @Test func randomIntegersComeFromAClosedRangeUpToIntMax() async {
    let result = await Session().run(
      source: """
        let n = withRandomNumberGenerator { Int.random(in: 0...9223372036854775807, using: &$0) }
        print(n >= 0)
        """, file: "random.dep")
    #expect(result.output == ["true"])
  }
}
