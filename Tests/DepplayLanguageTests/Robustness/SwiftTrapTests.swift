import DepplayLanguage
import Testing

/// What traps in Swift (overflow, an out-of-range Foundation or clock value) stops the unit
/// with an error at the expression, instead of crashing depplay or silently wrapping.
@Suite struct SwiftTrapTests {
  static let intMin = "let smallest = -9223372036854775807 - 1\n"

  @Test func additionPastIntMaxIsAnOverflowError() async throws {
    try await MarkedScript(marked: "let x = ⏵9223372036854775807 + 1").expectError(
      "arithmetic overflow: 9223372036854775807 + 1", malformed: false)
  }

  @Test func multiplicationAndSubtractionOverflowToo() async throws {
    try await MarkedScript(marked: "let x = ⏵4611686018427387904 * 2").expectError(
      "arithmetic overflow", malformed: false)
    try await MarkedScript(marked: Self.intMin + "let y = ⏵smallest - 1").expectError(
      "arithmetic overflow", malformed: false)
  }

  @Test func intMinDividedByMinusOneIsAnOverflowError() async throws {
    try await MarkedScript(marked: Self.intMin + "let q = ⏵smallest / -1").expectError(
      "arithmetic overflow: -9223372036854775808 / -1", malformed: false)
  }

  @Test func intMinRemainderByMinusOneIsAnOverflowError() async throws {
    try await MarkedScript(marked: Self.intMin + "let r = ⏵smallest % -1").expectError(
      "arithmetic overflow", malformed: false)
  }

  @Test func negatingIntMinIsAnOverflowError() async throws {
    try await MarkedScript(marked: Self.intMin + "let n = ⏵-smallest").expectError(
      "arithmetic overflow: -(-9223372036854775808)", malformed: false)
  }

  @Test func arithmeticWithinRangeStillWorks() async {
    let result = await Session().run(
      source: Self.intMin + "print(smallest + 1, 7 / -2, 7 % -2, -(3 * 4))", file: "ok.dep")
    #expect(result.output == ["-9223372036854775807 -3 1 -12"])
  }

  @Test func anExtremeTimeZoneOffsetIsInvalid() async throws {
    try await MarkedScript(marked: "let z = ⏵TimeZone(secondsFromGMT: 9223372036854775807)")
      .expectError("is not a valid TimeZone", malformed: false)
  }

  @Test func aDateBeyondYear9999IsInvalid() async throws {
    try await MarkedScript(
      marked:
        "let d = ⏵Date(timeIntervalSince1970: 9223372036854775807)\nprint(d.timeIntervalSince1970)"
    ).expectError("is not a valid Date", malformed: false)
  }

  @Test func aTestClockCannotBeAdvancedPastItsRange() async throws {
    try await MarkedScript(
      marked: """
        let clock = TestClock()
        await clock.advance(by: .seconds(9223372036854775807))
        await ⏵clock.advance(by: .seconds(9223372036854775807))
        """
    ).expectError("cannot move", malformed: false)
  }

  @Test func anImmediateClockCannotSleepPastItsRange() async throws {
    try await MarkedScript(
      marked: """
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(9223372036854775807))
        try await ⏵clock.sleep(for: .seconds(9223372036854775807))
        """
    ).expectError("cannot move", malformed: false)
  }

  @Test func aTestWithArgumentsButNoParameterIsRefused() async throws {
    try await MarkedScript(marked: "@Test(arguments: ⏵[1, 2]) func t() { }").expectError(
      "so it takes parameters", malformed: true)
  }
}
