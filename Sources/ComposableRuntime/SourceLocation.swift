import DependencyRuntime

/// Where a test sent an action or asserted something.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Reports `message` at `location`.
func reportIssue(_ message: String, at location: SourceLocation, severity: IssueSeverity = .error) {
  reportIssue(
    message, severity: severity, fileID: location.fileID, filePath: location.filePath,
    line: location.line, column: location.column)
}
