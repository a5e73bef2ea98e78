import DependencyRuntime
import Synchronization

/// Where a script's or a test's issues and failures collect, for `expect(issues:)` and for
/// deciding whether a test passed.
package final class IssueBucket: Sendable {
  private struct State {
    var unclaimed: [ReportedIssue] = []
    var failures: [String] = []
  }

  private let state = Mutex(State())
  /// Whether an issue nobody expected fails this bucket (true in tests, as in Swift Testing).
  package let issuesFail: Bool
  /// The test stores made where this bucket collects issues (a test, or the script), whose
  /// teardown reports into it when that test or script ends.
  package let testStores = TestStoreTeardowns()

  /// Creates an empty bucket.
  package init(issuesFail: Bool) { self.issuesFail = issuesFail }

  /// Collects an issue.
  package func add(_ issue: ReportedIssue) { state.withLock { $0.unclaimed.append(issue) } }
  /// Records a failure (a check that did not hold).
  package func fail(_ message: String) { state.withLock { $0.failures.append(message) } }

  /// Removes and returns the unclaimed issues matching `kind` and `key` (nil matches any).
  package func claim(kind: ReportedIssue.Kind?, key: String?) -> [ReportedIssue] {
    state.withLock { state in
      let matching = state.unclaimed.filter {
        (kind == nil || $0.kind == kind) && (key == nil || $0.key == key)
      }
      state.unclaimed.removeAll { issue in
        (kind == nil || issue.kind == kind) && (key == nil || issue.key == key)
      }
      return matching
    }
  }

  /// Forgets the unclaimed issues: later `expect(issues:)` checks see only issues reported
  /// from now on.
  package func discardUnclaimed() { state.withLock { $0.unclaimed = [] } }

  /// Failures, plus unclaimed issues when they fail this bucket.
  package var failures: [String] {
    state.withLock { state in
      state.failures
        + (issuesFail
          ? state.unclaimed.map {
            "issue (\($0.kind.rawValue)): \($0.message.split(separator: "\n").first ?? "")"
          }
          : [])
    }
  }
}
