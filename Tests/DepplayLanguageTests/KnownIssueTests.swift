import DepplayLanguage
import Testing

/// Swift Testing's `withKnownIssue { … }` (`Golden/swift-testing.dep`): what it makes known,
/// and the forms refused.
@Suite struct KnownIssueTests {
  @Test func aFailedCheckInsideIsKnownAndTheTestPasses() async {
    let result = await Session().run(
      source: """
        @Test func known() {
          withKnownIssue {
            #expect(1 == 2)
          }
        }
        """, file: "known.dep")
    let output = TerminalRenderer(colored: false).render(result).standardOutput
    #expect(output.contains("known issue: Expectation failed: 1 == 2"))
    #expect(output.contains("✔ test known() passed"))
  }

  /// Swift Testing's scope is a task-local: a `Task {}` made inside keeps it, so what the task
  /// reports is known too (checked on the real Swift Testing); a detached task does not.
  @Test func anIssueOfATaskMadeInsideIsKnown() async {
    let result = await Session().run(
      source: """
        @Test func inTask() async {
          await withKnownIssue {
            let t = Task { reportIssue("from a task") }
            await t.value
          }
        }
        """, file: "known.dep")
    let output = TerminalRenderer(colored: false).render(result).standardOutput
    #expect(output.contains("known issue: from a task"))
    #expect(output.contains("✔ test inTask() passed"))
  }

  @Test func theFormsThatMatchIssuesAreRefusedByName() async throws {
    try await MarkedScript(
      marked: "@Test func known() {\n  withKnownIssue(⏵when: { true }) {\n  }\n}"
    ).expectError("withKnownIssue(when:) is not supported yet", malformed: true)
  }

  @Test func aCallWithoutAClosureIsRefused() async throws {
    try await MarkedScript(
      marked: "@Test func known() {\n  ⏵withKnownIssue(\"why\")\n}"
    ).expectError("expected withKnownIssue { … }", malformed: true)
  }
}
