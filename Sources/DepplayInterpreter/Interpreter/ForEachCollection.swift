import DepplaySyntax

/// What a `forEach` runs its child feature on, as the parent's action case declares it: a
/// navigation stack (`case path(StackActionOf<Detail>)`) or an identified array
/// (`case rows(IdentifiedActionOf<Row>)`).
package enum ForEachCollection: Sendable {
  /// A `StackState` field, whose elements the stack identifies itself.
  case stack
  /// An `IdentifiedArrayOf<Row.State>` field, whose elements carry their own `id`.
  case identified

  /// The collection an action case's payload type (`StackAction<…>`, `StackActionOf<…>`,
  /// `IdentifiedActionOf<…>`, `IdentifiedAction<…>`) belongs to, if it is one of them.
  package init?(actionType: TypeShape) {
    switch actionType {
    case .library(.stackAction, _), .library(.stackActionOf, _): self = .stack
    case .library(.identifiedAction, _), .library(.identifiedActionOf, _): self = .identified
    default: return nil
    }
  }

  /// The collection the case `name` of `feature`'s `Action` carries the actions of: a stack
  /// unless the case says otherwise.
  package init(caseNamed name: String, of feature: FeatureDeclaration?) {
    let declared = feature?.actionCases.first { $0.name == name }
    self = declared?.payloadShapes.first.flatMap(ForEachCollection.init(actionType:)) ?? .stack
  }
}
