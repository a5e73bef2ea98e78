/// A placeholder value that reports an issue when it is produced.
///
/// Use it for a test value that must never be used:
///
/// ```swift
/// static let testValue = APIClient(baseURL: unimplemented("APIClient.baseURL", placeholder: ""))
/// ```
///
/// The issue is reported each time this expression is evaluated, which for a dependency's
/// `testValue` is once per cache lifetime.
public func unimplemented<Value>(
  _ description: @autoclosure () -> String = "",
  placeholder: @autoclosure () -> Value,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  let name = description()
  report(
    ReportedIssue(
      kind: .unimplemented,
      key: name.isEmpty ? nil : name,
      message: name.isEmpty
        ? "An unimplemented value was used."
        : "Unimplemented: '\(name)' was used, but no implementation was provided for it here.",
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  )
  return placeholder()
}

/// An endpoint that reports an issue each time it is called, then returns `placeholder`.
///
/// ```swift
/// static let testValue = Client(fetch: unimplemented("Client.fetch", placeholder: 0))
/// ```
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) in
    unimplemented(
      description, placeholder: placeholder(),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
