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

/// A closure that reports an issue each time it is called, then returns `placeholder`
/// (nothing, for a closure that returns `Void`).
///
/// ```swift
/// static let testValue = Client(fetch: unimplemented("Client.fetch", placeholder: 0))
/// ```
///
/// The issue reads as IssueReporting's does: `Unimplemented: Client.fetch …`, then the
/// arguments of the call.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  let call = UnimplementedCall(
    description: description, fileID: fileID, filePath: filePath, line: line, column: column)
  return { (argument: repeat each Argument) in
    call.report(repeat each argument)
    return placeholder()
  }
}

/// A throwing closure that reports an issue each time it is called, then throws
/// ``UnimplementedFailure``: what `unimplemented("Client.fetch")` gives where the closure's
/// type throws.
///
/// ```swift
/// static let testValue = AuthClient(logIn: unimplemented("AuthClient.logIn"))
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  let call = UnimplementedCall(
    description: description, fileID: fileID, filePath: filePath, line: line, column: column)
  return { (argument: repeat each Argument) in
    throw UnimplementedFailure(description: call.report(repeat each argument))
  }
}

/// An asynchronous closure that reports an issue each time it is called, then returns
/// `placeholder`, as the synchronous form does.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  let call = UnimplementedCall(
    description: description, fileID: fileID, filePath: filePath, line: line, column: column)
  return { (argument: repeat each Argument) in
    call.report(repeat each argument)
    return placeholder()
  }
}

/// An asynchronous throwing closure that reports an issue each time it is called, then
/// throws ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  let call = UnimplementedCall(
    description: description, fileID: fileID, filePath: filePath, line: line, column: column)
  return { (argument: repeat each Argument) in
    throw UnimplementedFailure(description: call.report(repeat each argument))
  }
}

/// The error a throwing `unimplemented(…)` closure throws.
public struct UnimplementedFailure: Error {
  /// The description given to `unimplemented(…)`.
  public let description: String

  /// The error for the closure described as `description`.
  public init(description: String) {
    self.description = description
  }
}

/// The issue an `unimplemented(…)` closure reports when called with arguments whose
/// `debugPrint` text (as a tuple: `("a", 1)`, `"a"` for one, `()` for none) is
/// `arguments`: `Unimplemented: Client.fetch …`, then what it was invoked with.
/// IssueReporting's message also says where the closure was defined; depplay leaves that
/// out, so that a script and its Swift export report the same text.
package func unimplementedMessage(_ description: String, invokedWith arguments: String) -> String {
  """
  Unimplemented\(description.isEmpty ? "" : ": \(description)") …

    Invoked with:
      \(arguments)
  """
}

/// An `unimplemented(…)` closure's description and the place it was made: each call of the
/// closure reports its issue through ``report(_:)``.
private struct UnimplementedCall: Sendable {
  let description: @Sendable () -> String
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Reports a call with `argument` (`Unimplemented: Client.fetch …`, then the arguments'
  /// `debugPrint` text, as a tuple) and returns the description, which a throwing closure's
  /// ``UnimplementedFailure`` carries.
  @discardableResult
  func report<each Argument>(_ argument: repeat each Argument) -> String {
    let description = description()
    var arguments = ""
    debugPrint((repeat each argument), terminator: "", to: &arguments)
    DependencyRuntime.report(
      ReportedIssue(
        kind: .unimplemented, key: description.isEmpty ? nil : description,
        message: unimplementedMessage(description, invokedWith: arguments),
        fileID: fileID, filePath: filePath, line: line, column: column))
    return description
  }
}
