import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

extension TestSupport {
  /// Rule 30 without a trait, as the library does it: each Swift Testing test has defaults
  /// of its own, and an issue fails the test that raised it.
  @Suite struct TestIsolationTests {
    /// Two tests read the same stateful default from the process root; each starts over.
    @Test func firstTestGetsItsOwnDefaults() {
      @Dependency(\.isolatedCounter) var counter
      #expect(counter.next() == 1)
    }

    @Test func secondTestGetsItsOwnDefaults() {
      @Dependency(\.isolatedCounter) var counter
      #expect(counter.next() == 1)
    }

    /// Work that has lost the test's task-locals (`Task.detached`) reads the process-wide
    /// defaults, not the test's.
    @Test func detachedWorkReadsTheProcessWideDefaults() async {
      @Dependency(\.isolatedCounter) var counter
      let mine = counter
      let detached = await Task.detached {
        @Dependency(\.isolatedCounter) var counter
        return counter
      }.value
      #expect(mine !== detached)
    }

    @Test func anIssueWithoutATraitFailsTheTest() {
      withKnownIssue {
        reportIssue("recorded without a trait")
      } matching: { issue in
        issue.comments.contains { $0.rawValue == "recorded without a trait" }
      }
    }

    @Test func theBridgeIsFoundWhenTestSupportIsLinked() {
      #expect(TestFramework.bridge != nil)
      #expect(TestFramework.bridge?.currentTestID != nil)
    }
  }
}

enum IsolatedCounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

extension DependencyValues {
  var isolatedCounter: Counter {
    get { self[IsolatedCounterKey.self] }
    set { self[IsolatedCounterKey.self] = newValue }
  }
}
