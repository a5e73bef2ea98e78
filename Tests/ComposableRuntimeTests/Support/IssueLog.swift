import DependencyRuntime

/// An issue reporter that keeps the messages of every issue it receives, and apart those of
/// the expected issues; bind it with `withIssueReporters([log])` around the code under test.
final class IssueLog: IssueReporter {
  private let collected = LockIsolated<[String]>([])
  private let collectedExpected = LockIsolated<[String]>([])

  /// The messages received so far, in order.
  var messages: [String] { collected.value }

  /// The messages of the expected issues received so far, in order.
  var expectedMessages: [String] { collectedExpected.value }

  /// The messages that contain `fragment`.
  func messages(containing fragment: String) -> [String] {
    messages.filter { $0.contains(fragment) }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? ""
    collected.withValue { $0.append(text) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? ""
    collectedExpected.withValue { $0.append(text) }
  }
}

/// Runs `body` on the main actor with every issue going to a fresh log, and returns the log.
@MainActor
func collectingIssues(_ body: @MainActor () async throws -> Void) async rethrows -> IssueLog {
  let log = IssueLog()
  try await withIssueReporters([log]) { try await body() }
  return log
}
