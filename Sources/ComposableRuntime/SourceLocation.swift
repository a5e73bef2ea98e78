import DependencyRuntime

/// Where a test sent an action or asserted something, or where a reducer was written.
package struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// How a message names the place: `fileID:line`, or a script's `file:line` (see
  /// ``init(script:line:column:fileID:filePath:)``).
  let written: String

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.written = "\(fileID):\(line)"
  }

  /// A place in a script a tool runs (an interpreter's `file.dep:12`), which messages name;
  /// the Swift location reported with them is the tool's own. Not part of TCA.
  package init(
    script file: String, line: Int, column: Int, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = UInt(max(line, 0))
    self.column = UInt(max(column, 0))
    self.written = "\(file):\(line)"
  }
}

/// Reports `message` at `location`.
func reportIssue(_ message: String, at location: SourceLocation) {
  reportIssue(
    message, fileID: location.fileID, filePath: location.filePath, line: location.line,
    column: location.column)
}

/// Reports what a test store skipped at `location` as an expected issue (a known issue in
/// a test, which does not fail it), headed "Skipped assertions." as TCA's are (which leave a
/// blank line after the heading).
func reportSkippedAssertion(_ message: String, at location: SourceLocation) {
  report(
    ReportedIssue(
      kind: .custom, message: "Skipped assertions.\n" + message, isExpected: true,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column))
}
