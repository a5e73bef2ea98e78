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
  /// endpoint that returns a value other than an Optional).
  package struct Endpoint: Sendable {
    /// The endpoint's name.
    package var name: String
    /// Its type as declared: `@Sendable (Int) async throws -> String`.
    package var type: String
    /// That type's structure (a function's).
    package var typeShape: TypeShape
    /// How many arguments it takes.
    package var parameterCount: Int
    /// Whether its type says `async`.
    package var isAsync: Bool
    /// Whether its type says `throws`.
    package var isThrowing: Bool
    /// The declared default: what an unimplemented call returns after reporting (without
    /// one, `nil` for an endpoint that returns an Optional, nothing for one that returns
    /// `Void`).
    package var defaultValue: Expression?
    /// Where it is declared.
    package var range: SourceRange
    /// The method `@DependencyEndpoint(method: "schedule")` names: the macro's method of that
    /// name calls the endpoint, with ``argumentLabels``; `nil` without the attribute.
    package var method: String? = nil
    /// The labels of the method the macro writes: the names of the closure type's parameters
    /// (`title` of `(_ title: String)`), `nil` for one without a name.
    package var argumentLabels: [String?] = []
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
  /// Its fields: each has an initial value or a written type (`var reason: String`), and
  /// then its value is given where the error is made (`LoadError(reason: "offline")`).
  package var fields: [FeatureDeclaration.StateField]
  /// The whole declaration.
  package var range: SourceRange
  /// The protocols written after `Error` that a plain struct may conform to
  /// (`CustomStringConvertible`: its `description` is how `print` and `"\(error)"` show it).
  package var conformances: [StructDeclaration.Conformance] = []
  /// Its computed properties (`var description: String { "user \(id) not found" }`), in
  /// declaration order.
  package var computedProperties: [ComputedProperty] = []

  /// Its members as a plain struct's code is checked and run, with `self` the error value:
  /// its fields as stored properties, and its computed properties.
  package var memberDeclaration: StructDeclaration {
    var declaration = StructDeclaration(
      name: name, nameRange: nameRange, conformances: conformances,
      properties: fields.map(\.storedProperty), range: range)
    declaration.computedProperties = computedProperties
    return declaration
  }
}

/// `do { … } catch … { … }`: what the body throws goes to the first `catch` clause that
/// matches it; an error no clause matches goes on to the code around the `do`, as in Swift.
package struct DoCatchStatement: Sendable {
  /// The body.
  package var body: Block
  /// The `catch` clauses, in the order they are tried.
  package var clauses: [CatchClause]
  /// The whole statement.
  package var range: SourceRange

  /// Whether a clause catches every error, so that nothing the body throws leaves the `do`.
  package var catchesEverything: Bool {
    clauses.contains { clause in
      if case .any = clause.pattern { clause.condition == nil } else { false }
    }
  }
}

/// One `catch` clause of a `do`: the errors it catches and the block that runs for them.
package struct CatchClause: Sendable {
  /// Which errors a clause catches, and the name it binds.
  package enum Pattern: Sendable {
    /// `catch { … }` (binding `error`) or `catch let name { … }`: every error.
    case any(binding: String)
    /// `catch let name as Type { … }` (binding `name`) or `catch is Type { … }` (binding
    /// nothing): the errors of one type.
    case type(String, binding: String?, typeRange: SourceRange)
    /// `catch LoadError.offline { … }`, `catch LoadError.badStatus(let code) { … }`: the
    /// errors of one enum type that the case pattern matches, binding the names it binds.
    case enumCase(String, pattern: DepplaySyntax.Pattern, typeRange: SourceRange)
  }

  /// What the clause catches.
  package var pattern: Pattern
  /// The `where` clause of `catch let error where …` or `catch let error as Type where …`,
  /// checked once the name is bound (a case pattern carries its own, as ``Pattern/guarded``).
  package var condition: Expression? = nil
  /// The block that runs for a caught error.
  package var body: Block
  /// The clause, from `catch` to its block's closing brace.
  package var range: SourceRange

  /// The names the block sees: the caught error's, or those its case pattern binds.
  package var boundNames: [String] {
    switch pattern {
    case .any(let name): [name]
    case .type(_, let name, _): name.map { [$0] } ?? []
    case .enumCase(_, let pattern, _): pattern.boundNames
    }
  }
}
