import DepplayLanguage
import Testing

/// `@Test(arguments:)` for a test of two parameters (`Golden/test-argument-tuples.dep`): a
/// list of tuples spread over the parameters, or two collections; what does not fit is
/// refused at its place.
@Suite struct TestArgumentTupleTests {
  @Test func aCaseThatIsNoTupleOfAsManyValuesIsRefused() async throws {
    try await MarkedScript(
      marked: "@Test(arguments: [(1, \"a\"), ⏵3]) func pairs(n: Int, s: String) {}\n"
    ).expectError(
      "test 'pairs' takes 2 parameters, so each case of 'arguments:' is a tuple of 2 values",
      malformed: true)
  }

  @Test func twoCollectionsNeedTwoParameters() async throws {
    try await MarkedScript(marked: "@Test(arguments: [1, 2], ⏵[3]) func single(n: Int) {}\n")
      .expectError("so it takes two parameters, not 1", malformed: true)
  }

  @Test func aThirdCollectionIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "@Test(arguments: [1], [2], ⏵[3]) func three(a: Int, b: Int) {}\n"
    ).expectError("a third collection in 'arguments:' is not supported yet", malformed: true)
  }

  @Test func aTupleValueOfTheWrongSizeStopsTheTest() async throws {
    try await MarkedScript(
      marked: "let cases = [(1, 2, 3)]\n@Test(arguments: ⏵cases) func pairs(a: Int, b: Int) {}\n"
    ).expectError(
      "test 'pairs' takes 2 parameters, so each case of 'arguments:' is a tuple of 2 values,"
        + " not a value of type '(Int, Int, Int)'", malformed: false)
  }

  @Test func aFailedExpectationShowsAnInterpolatedStringsValue() async {
    let result = await Session().run(
      source: "@Test(arguments: [\"b\"]) func greets(name: String) {\n"
        + "  #expect(\"a\" == \"x \\(name)\")\n}\n", file: "x.dep")
    let output = TerminalRenderer(colored: false).render(result).standardOutput
    #expect(output.contains("Expectation failed: \"a\" == (\"x \\(name)\" → \"x b\")"), "\(output)")
  }
}
