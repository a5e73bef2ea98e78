import DependencyRuntime
import DepplaySupport

/// Turns the runtime's issues into events, attributed to the unit and statement that raised
/// them, and collects them in a bucket for `expect(issues:)` and test results.
package struct ScriptIssueReporter: IssueReporter {
  package let interpreter: Interpreter
  package let unit: Unit
  package let bucket: IssueBucket

  package func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    report(
      ReportedIssue(
        kind: .custom, message: message() ?? "An issue was reported.", severity: severity))
  }

  package func report(_ issue: ReportedIssue) {
    guard !issue.isExpected else {
      interpreter.events.emit(
        .knownIssue(message: issue.message, unit: unit.info, range: unit.range))
      return
    }
    bucket.add(issue)
    interpreter.events.emit(
      .issue(
        kind: issue.kind, key: issue.key, message: issue.message, unit: unit.info, range: unit.range
      ))
  }
}
