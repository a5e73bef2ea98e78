import DependencyRuntime

extension CasePathable {
  /// Changes the payload of the case `keyPath` names in place, as CasePaths' `modify` does:
  /// `$0.destination?.modify(\.edit) { $0.title = "Draft" }` in a test store's expected
  /// state. In another case nothing changes and an issue is reported, in the library's words
  /// without the key path's address: `Can't modify 'viewer(3)' via 'CaseKeyPath<State,
  /// State>'`.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = AnyCasePath(keyPath)
    guard var value = path.extract(from: self) else {
      reportIssue(
        "Can't modify '\(self)' via 'CaseKeyPath<\(Self.self), \(Value.self)>'",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    yield(&value)
    self = path(value)
  }
}
