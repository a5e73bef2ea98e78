import DependencyRuntime
import Synchronization

/// Swift Testing's `withKnownIssue { … }`, shared by the interpreter and an exported
/// program's harness: every issue recorded while its body runs — a failed check, an issue the
/// runtime reports, an error the body throws — is a known issue, which fails nothing; if none
/// is recorded, that is a failure of its own ("Known issue was not recorded"), unless the
/// scope is intermittent.
///
/// The scope is a task-local (``current``), as Swift Testing's is, so the body's calls and
/// the tasks it creates see it; the runtime's issues reach it through the reporter it puts in
/// force (``reporters(around:)``), which marks each one expected.
package final class KnownIssueScope: Sendable {
  /// The scope the running code is in, if any.
  @TaskLocal package static var current: KnownIssueScope?

  private let count = Mutex(0)

  package init() {}

  /// How many known issues were recorded in it.
  package var recorded: Int { count.withLock { $0 } }

  /// Counts one known issue.
  package func record() { count.withLock { $0 += 1 } }

  /// The reporters in force inside the scope: each issue is counted and passed on to
  /// `outer`, the reporters around it, as an expected one.
  package func reporters(around outer: [any IssueReporter]) -> [any IssueReporter] {
    [ExpectedIssueReporter(outer: outer) { [self] in record() }]
  }

  /// What a known issue that `body` threw reads: Swift Testing records the error itself.
  package static func caughtError(_ error: String) -> String { "Caught error: \(error)" }
}

extension Check {
  /// What a failed check inside `withKnownIssue { … }` reports as its known issue: its
  /// failure, then the lines under it.
  package var knownIssueMessage: String {
    ([failure] + details).joined(separator: "\n")
  }
}
