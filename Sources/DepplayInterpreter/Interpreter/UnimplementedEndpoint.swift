import ComposableRuntime
import DepplaySyntax

/// An endpoint of a `@DependencyClient` client that nobody implemented: calling it calls the
/// store library's `unimplementedEndpoint` default, which reports
/// `Unimplemented: 'Client.endpoint'` and, for a throwing endpoint, throws `Unimplemented`.
package final class UnimplementedEndpoint: Sendable {
  /// `Client.endpoint`.
  package let name: String
  /// What its declaration says.
  package let endpoint: ClientDeclaration.Endpoint
  /// The declared default's value (a closure), called after the report.
  package let defaultValue: ScriptValue?

  package init(name: String, endpoint: ClientDeclaration.Endpoint, defaultValue: ScriptValue?) {
    self.name = name
    self.endpoint = endpoint
    self.defaultValue = defaultValue
  }

  /// Reports the call as the macro's default does; throws `Unimplemented` if the endpoint
  /// throws.
  package func report() throws {
    if endpoint.isThrowing {
      let call: @Sendable () throws -> Void = unimplementedEndpoint(name)
      try call()
    } else {
      let call: @Sendable () -> Void = unimplementedEndpoint(name)
      call()
    }
  }
}
