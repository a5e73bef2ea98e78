import DependencyRuntime
import Testing

/// The issue-reporting helpers the library passes on from xctest-dynamic-overlay.
@Suite struct IssueHelpersTests {
  struct Offline: Error {}

  @Test func withErrorReportingReportsTheErrorAndReturnsNil() {
    let collector = IssueCollector()
    let result: Int? = withIssueReporters([collector]) {
      withErrorReporting("Saving failed") { throw Offline() }
    }
    #expect(result == nil)
    #expect(collector.all.map(\.kind) == [.caughtError])
    #expect(collector.all.first?.message == "Saving failed\nCaught error: Offline()")
    #expect(withErrorReporting { 42 } == 42)
  }

  @Test func withErrorReportingSendsToTheGivenReporters() async {
    let collector = IssueCollector()
    let result: Int? = await withErrorReporting(to: [collector]) {
      await Task.yield()
      throw Offline()
    }
    #expect(result == nil)
    #expect(collector.all.map(\.kind) == [.caughtError])
  }

  /// As the library's (measured): each issue goes on as an expected one, and a thrown error
  /// becomes an expected issue at the call.
  @Test func withExpectedIssuePassesTheIssueOnAsExpected() async {
    let collector = IssueCollector()
    withIssueReporters([collector]) {
      withExpectedIssue { reportIssue("expected") }
      withExpectedIssue("offline") { throw Offline() }
      withExpectedIssue(isIntermittent: true) {}
    }
    await withIssueReporters([collector]) {
      await withExpectedIssue {
        await Task.yield()
        reportIssue("expected later")
      }
    }
    #expect(collector.all.filter { !$0.isExpected }.isEmpty)
    #expect(
      collector.all.map(\.message) == [
        "expected", "Caught error: \(Offline()): offline", "expected later",
      ])
    #expect(collector.all.map(\.kind) == [.custom, .caughtError, .custom])
  }

  @Test func withExpectedIssueReportsWhenNoneCame() {
    let collector = IssueCollector()
    withIssueReporters([collector]) {
      withExpectedIssue("The model should complain") {}
    }
    #expect(
      collector.all.map(\.message) == [
        "The model should complain\nAn issue was expected, but none was reported."
      ])
  }

  @Test func isTestingIsTrueInATestRunner() {
    #expect(isTesting)
  }

  @Test func xctFailReportsAnIssue() {
    let collector = IssueCollector()
    withIssueReporters([collector]) {
      XCTFail("Unimplemented: APIClient.fetch")
    }
    #expect(collector.all.map(\.message) == ["Unimplemented: APIClient.fetch"])
  }
}
