import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

@Suite("Dependency traits make issues fail the test")
struct TraitIssueRecordingTests {
  @Test("an issue raised under a dependency trait is recorded as a test issue", .dependencies)
  func issueIsRecorded() {
    withKnownIssue {
      reportIssue("boom")
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "boom" }
    }
  }

  @Test(
    "a missing test value under a trait fails the test", .dependency(\.liveOnly, 10))
  func missingTestValueFails() {
    withKnownIssue {
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        @Dependency(\.liveOnly) var liveOnly
        #expect(liveOnly == 10)
      }
    }
  }
}
