/// `@DependencyClient struct APIClient { var fetchUser: @Sendable (Int) async throws -> String
/// … static let failing = Self(…) }`: a client of closure endpoints, as swift-dependencies'
/// `@DependencyClient` macro makes one (depplay has no macros; this declaration means what the
/// macro generates).
///
/// `APIClient()` is the client with every endpoint unimplemented: calling one reports
/// `Unimplemented: 'APIClient.fetchUser'` and, if the endpoint throws, throws
/// `Unimplemented("APIClient.fetchUser")`; a non-throwing endpoint then returns its declared
/// default. `APIClient(fetchUser: …, …)` gives every endpoint, in declaration order.
package struct ClientDeclaration: Sendable {
  /// `var name: @Sendable (Int) async throws -> String` (with `= { … }` for a non-throwing
  /// endpoint that returns a value).
  package struct Endpoint: Sendable {
    /// The endpoint's name.
    package var name: String
    /// How many arguments it takes.
    package var parameterCount: Int
    /// Whether its type says `async`.
    package var isAsync: Bool
    /// Whether its type says `throws`.
    package var isThrowing: Bool
    /// The declared default: what an unimplemented call returns after reporting.
    package var defaultValue: Expression?
    /// Where it is declared.
    package var range: SourceRange
  }

  /// `static let failing = Self(…)`: a value of the client, reached as `APIClient.failing`.
  package struct StaticValue: Sendable {
    /// Its name.
    package var name: String
    /// Its value (`Self` written as the client's name).
    package var value: Expression
    /// Where it is declared.
    package var range: SourceRange
  }

  /// The client's type name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The endpoints, in declaration order.
  package var endpoints: [Endpoint]
  /// Its static values, in declaration order.
  package var statics: [StaticValue]
  /// The whole declaration.
  package var range: SourceRange
}

/// `struct SomeError: Error {}` (fields with initial values, as `State`'s): a type whose
/// values a script can `throw`.
package struct ErrorDeclaration: Sendable {
  /// The type's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// Its fields, each with an initial value.
  package var fields: [FeatureDeclaration.StateField]
  /// The whole declaration.
  package var range: SourceRange
}

/// `do { … } catch { … }`: the catch block runs with `error` bound to what the body threw.
package struct DoCatchStatement: Sendable {
  /// The body.
  package var body: Block
  /// The `catch` block.
  package var handler: Block
  /// The whole statement.
  package var range: SourceRange
}
