import DependencyRuntime

/// What `@DependencyClient` gives each endpoint, without the macro: a default that reports
/// `Unimplemented: 'Client.endpoint'` when called.
///
/// swift-dependencies' `@DependencyClient` macro gives every closure property of a client a
/// default that reports the call and, if the closure throws, throws ``Unimplemented``; so
/// `Client()` is a client with every endpoint unimplemented, the usual `testValue`. Without
/// macros, write those defaults yourself:
///
/// ```swift
/// struct APIClient: Sendable {
///   var fetchUser: @Sendable (_ id: Int) async throws -> User =
///     unimplementedEndpoint("APIClient.fetchUser")
///   var logOut: @Sendable () async -> Void = unimplementedEndpoint("APIClient.logOut")
///   var isLoggedIn: @Sendable () -> Bool =
///     unimplementedEndpoint("APIClient.isLoggedIn", placeholder: false)
///
///   // What the macro generates for an endpoint with argument labels:
///   func fetchUser(id: Int) async throws -> User { try await fetchUser(id) }
/// }
///
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient()   // every endpoint unimplemented
/// }
/// ```
///
/// Overriding one endpoint (`$0.apiClient.fetchUser = { _ in User(name: "Blob") }`) replaces
/// that closure only: the others stay unimplemented. A non-throwing endpoint that returns a
/// value needs a `placeholder` to return, as the macro requires a default for it.
public func unimplementedEndpoint<each Argument, Result>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    throw Unimplemented(endpoint: name)
  }
}

/// An unimplemented synchronous throwing endpoint; see
/// ``unimplementedEndpoint(_:fileID:filePath:line:column:)``.
public func unimplementedEndpoint<each Argument, Result>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    throw Unimplemented(endpoint: name)
  }
}

/// An unimplemented endpoint that cannot throw: it reports the call and returns
/// `placeholder` (nothing, for `Void`).
public func unimplementedEndpoint<each Argument, Result>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// An unimplemented synchronous endpoint that cannot throw; see
/// ``unimplementedEndpoint(_:placeholder:fileID:filePath:line:column:)``.
public func unimplementedEndpoint<each Argument, Result>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// An unimplemented endpoint returning nothing.
@_disfavoredOverload
public func unimplementedEndpoint<each Argument>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  unimplementedEndpoint(
    name, placeholder: (), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// An unimplemented synchronous endpoint returning nothing.
@_disfavoredOverload
public func unimplementedEndpoint<each Argument>(
  _ name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  unimplementedEndpoint(
    name, placeholder: (), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The error an unimplemented throwing endpoint throws.
public struct Unimplemented: Error, Equatable, Sendable, CustomStringConvertible {
  /// The endpoint, as named where it was declared (`APIClient.fetchUser`).
  public let endpoint: String

  /// The error for `endpoint`.
  public init(endpoint: String) {
    self.endpoint = endpoint
  }

  /// The error as swift-dependencies' macro-generated one prints:
  /// `Unimplemented(endpoint: "endpoint")`, the endpoint without its client's name.
  public var description: String {
    "Unimplemented(endpoint: \"\(endpoint.split(separator: ".").last ?? "")\")"
  }
}

private func reportUnimplemented(
  _ name: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  report(
    ReportedIssue(
      kind: .unimplemented, key: name, message: "Unimplemented: '\(name)'",
      fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Makes a struct of closure properties a dependency client, as swift-dependencies'
/// `@DependencyClient` does: every endpoint defaults to an unimplemented one
/// (`unimplementedEndpoint(_:)`, with an initial value `= { false }` as its placeholder),
/// `init()` leaves them all unimplemented, and an initializer takes any of the endpoints.
///
/// ```swift
/// @DependencyClient
/// struct APIClient {
///   var fetchUser: @Sendable (Int) async throws -> User
///   var isLoggedIn: @Sendable () -> Bool = { false }
/// }
/// ```
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")

/// One endpoint of a ``DependencyClient()`` client, which the client's macro applies to each
/// closure property: its closure is kept in `_name`. Written on a property with a `method`,
/// it also makes a method of that name that calls the endpoint, labelled with the names of
/// the closure type's parameters:
///
/// ```swift
/// @DependencyEndpoint(method: "send")
/// var sendMessage: @Sendable (_ text: String, _ to: Int) async throws -> Bool
/// // client.send(text: "Hi", to: 3)
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_), arbitrary)
public macro DependencyEndpoint(method: String = "") =
  #externalMacro(module: "ComposableMacros", type: "DependencyEndpointMacro")
