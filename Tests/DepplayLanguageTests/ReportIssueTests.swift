import DepplayLanguage
import Testing

/// IssueReporting's `reportIssue("message")` and Swift Testing's `Issue.record("message")`
/// (`Golden/report-issue.dep`), as measured on the real libraries: in a test, an issue with
/// the message that fails the test, which goes on; outside a test, `reportIssue` is an issue
/// the program shows (the library writes `main.swift:2: message` on standard error) and the
/// program goes on.
@Suite struct ReportIssueTests {
  @Test func inATestItFailsTheTestWhichGoesOn() async {
    let result = await Session().run(
      source: """
        @Test func reports() {
          reportIssue("the total is \\(1 + 1)")
          print("goes on")
        }
        @Test func passes() {}
        """, file: "report.swift")
    #expect(result.output == ["goes on"])
    let finished = result.events.compactMap { event -> String? in
      guard case .testFinished(let name, let failures) = event else { return nil }
      return "\(name): \(failures)"
    }
    #expect(finished.count == 2)
    #expect(finished[0].hasPrefix("reports(): [") && finished[0].contains("the total is 2"))
    #expect(finished[1] == "passes(): []")
  }

  @Test func issueRecordFailsTheTestWhichGoesOn() async {
    let result = await Session().run(
      source: """
        @Test func records() {
          Issue.record("no rows")
          print("goes on")
        }
        """, file: "record.swift")
    #expect(result.output == ["goes on"])
    let failures = result.events.compactMap { event -> [String]? in
      guard case .testFinished(_, let failures) = event else { return nil }
      return failures
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains { $0.contains("no rows") } == true, "\(failures)")
  }

  @Test func outsideATestItIsAnIssueAndTheProgramGoesOn() async {
    let result = await Session().run(
      source: "reportIssue(\"no network\")\nprint(\"after\")\n", file: "report.swift")
    #expect(result.output == ["after"])
    #expect(ReducerEnumTests.issues(in: result) == ["no network"])
    guard case .succeeded = result.status else {
      Issue.record("an issue outside a test fails nothing: \(result.status)")
      return
    }
  }

  @Test func eachTakesItsMessage() async throws {
    try await MarkedScript(marked: "⏵reportIssue()\n")
      .expectError("expected reportIssue(\"message\")", malformed: false)
    try await MarkedScript(marked: "@Test func t() {\n  ⏵Issue.record(1, 2)\n}\n")
      .expectError("expected Issue.record(\"message\")", malformed: false)
  }
}
