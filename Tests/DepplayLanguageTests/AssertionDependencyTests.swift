import DepplayLanguage
import Testing

/// `@Dependency(\.assert)`, `\.precondition` and `\.assertionFailure`, swift-dependencies'
/// built-in keys (#23, docs sample `AssertDependencyChecks`), called through the runtime's
/// values under any name: in a test, a false condition is an issue with the message and the
/// script goes on; live (and in previews), Swift's check stops the program, which depplay
/// shows as a located runtime error in Swift's words.
@Suite struct AssertionDependencyTests {
  static let reserve = """
    func reserve(_ n: Int) -> String {
      @Dependency(\\.assert) var check
      @Dependency(\\.precondition) var require
      @Dependency(\\.assertionFailure) var fail
      check(n > 0, "n must be positive")
      require(n < 10, "n must be small")
      if n == 5 { fail("five") }
      check(n != 7)
      return "reserved \\(n)"
    }

    """

  @Test func inATestAFalseConditionIsAnIssueAndTheTestGoesOn() async {
    let (output, errors, succeeded) = await runScript(
      Self.reserve + """
        @Test func reserves() {
          print(reserve(3))
          print(reserve(0))
          print(reserve(12))
          print(reserve(5))
          print(reserve(7))
        }
        """, file: "test.dep")
    #expect(!succeeded)
    #expect(
      output.hasPrefix(
        """
        [test reserves()] reserved 3
        [test reserves()] issue(failedAssertion): @Dependency(\\.assert) failed: n must be positive
        [test reserves()] reserved 0
        [test reserves()] issue(failedAssertion): @Dependency(\\.precondition) failed: n must be small
        [test reserves()] reserved 12
        [test reserves()] issue(failedAssertion): @Dependency(\\.assert) failed: five
        [test reserves()] reserved 5
        [test reserves()] issue(failedAssertion): @Dependency(\\.assert) failed.
        [test reserves()] reserved 7
        ✘ test reserves() failed

        """), "\(output)\(errors)")
  }

  @Test func liveAFalseAssertStopsTheScriptAtTheCallInSwiftsWords() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.reserve.replacingOccurrences(
        of: "  check(n > 0", with: "  ⏵check(n > 0") + "print(reserve(3))\nprint(reserve(0))\n"
    ).expectError("Assertion failed: n must be positive", malformed: false)
    #expect(diagnostic.range.start.line == 5)
  }

  @Test func inAPreviewAFalsePreconditionStopsTheScript() async throws {
    _ = try await MarkedScript(
      marked: Self.reserve.replacingOccurrences(
        of: "  require(n < 10", with: "  ⏵require(n < 10")
        + "context preview\nprint(reserve(12))\n"
    ).expectError("Precondition failed: n must be small", malformed: false)
  }

  @Test func liveATrueConditionPassesAndLeavesTheMessageUnevaluated() async {
    let (output, errors, succeeded) = await runScript(
      """
      func message() -> String {
        print("message evaluated")
        return "never"
      }
      @Dependency(\\.assert) var check
      check(1 < 2, message())
      print("went on")
      """, file: "live.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "went on\n")
  }

  /// `why` tells what these get-only keys' values do, not the stand-in other keys have.
  @Test func whySaysWhatTheValuesDo() async {
    let (output, errors, _) = await runScript("why assert\nwhy fireAndForget\n", file: "why.dep")
    #expect(
      output == """
        why: assert — the built-in dependency \\.assert: its default for the context in force \
        (live, Swift's check, which stops the program; in tests, an issue when the condition is \
        false)
        why: fireAndForget — the built-in dependency \\.fireAndForget: its default for the \
        context in force (live, a task started for the work; in tests, one the caller waits \
        for, which reports what the work throws)

        """, "\(errors)")
  }
}
