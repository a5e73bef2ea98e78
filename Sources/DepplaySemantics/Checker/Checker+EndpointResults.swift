import DepplaySyntax

/// The type an implied member gives where a client's endpoint closure returns it:
/// `ForecastClient(search: { _ in .mock })` returns the endpoint's declared result type,
/// `PlaceSearch`, so `.mock` is `PlaceSearch.mock` even where another type declares a `mock`
/// too, as Swift types it from the closure's type.
extension Checker {
  /// Notes, for each closure given for an endpoint in a call of a client's memberwise
  /// initializer, the type the implied member it returns belongs to (before the arguments
  /// are checked).
  package mutating func noteEndpointResults(passedTo callee: Expression, _ arguments: [Argument]) {
    guard case .name(let client, _) = callee, let endpoints = names.clientEndpoints[client]
    else { return }
    for argument in arguments {
      guard case .closure(let closure) = argument.value,
        let endpoint = endpoints.first(where: { $0.name == argument.label }),
        let result = endpoint.resultType,
        let range = closure.returnedImplicitMember
      else { continue }
      resolutions.recordCallee(.staticMember(type: result), at: range)
    }
  }
}

extension ClientDeclaration.Endpoint {
  /// The type its closure type declares it returns (`PlaceSearch` of `@Sendable (String)
  /// async throws -> PlaceSearch`); `nil` for none.
  var resultType: String? {
    guard type.contains("->"), let written = type.split(separator: "->").last else { return nil }
    let result = written.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
    return result.isEmpty ? nil : String(result.reversed())
  }
}

extension ClosureLiteral {
  /// Where the implied member (`.mock`, `.make(1)`) is that the closure's one statement
  /// gives, as its implicit return or with `return`; `nil` for another body.
  var returnedImplicitMember: SourceRange? {
    guard body.statements.count == 1 else { return nil }
    switch body.statements[0] {
    case .expression(.implicitMember(_, _, let range)),
      .returnStatement(.implicitMember(_, _, let range)?, _):
      return range
    default:
      return nil
    }
  }
}
