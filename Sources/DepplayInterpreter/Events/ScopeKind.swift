/// What a scope in the task tree is (``Event/scopeEntered(kind:unit:range:)``); views name
/// it with ``label``.
package enum ScopeKind: Sendable {
  /// `withDependencies { … } operation: { … }`.
  case withDependencies
  /// `withDependencies(from: model) { … } operation: { … }`.
  case withDependenciesFrom
  /// What a store (`testStore` false) or a test store captured when it was created, holding
  /// a read of each declared key it overrides.
  case storeSnapshot(testStore: Bool)
  /// One reduce of `feature` for `action` (an action value, ``EventValue/description``
  /// writing it `.name(payload)`).
  case reduce(feature: String, action: EventValue)
  /// `effect.cancellable(id:cancelInFlight:)` was built: a mark, entered and left at once.
  case cancellable(id: CancelID, cancelInFlight: Bool)
  /// `.cancel(id:)` was built: a mark, entered and left at once.
  case cancel(id: CancelID)
  /// An effect was cancelled: a mark, entered and left at once.
  case cancelled

  /// How the tree, the diagram and the captions name the scope: `withDependencies`,
  /// `TestStore snapshot`, `reduce Counter .increment`, `.cancel(id: "search")`.
  package var label: String {
    switch self {
    case .withDependencies: "withDependencies"
    case .withDependenciesFrom: "withDependencies(from:)"
    case .storeSnapshot(let testStore): testStore ? "TestStore snapshot" : "Store snapshot"
    case .reduce(let feature, let action): "reduce \(feature) \(action.description)"
    case .cancellable(let id, let cancelInFlight):
      ".cancellable(id: \(id)\(cancelInFlight ? ", cancelInFlight: true" : ""))"
    case .cancel(let id): ".cancel(id: \(id))"
    case .cancelled: "cancelled"
    }
  }
}
