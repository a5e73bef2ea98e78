/// The key paths of `Scope(\.child, action: \.child) { Child() }` and of
/// `store.scope(\.child, action: \.child)`: the state's key path and the action's case key
/// path. TCA writes the state's key path without a label; its older spelling, still accepted,
/// labels it `state:`. Both are read, and the export writes back the one the script wrote.
package struct ScopeArguments: Sendable {
  /// The state's key path (`\.child` is `["child"]`).
  package var statePath: [String]
  /// The action's case key path (`\.child.presented` is `["child", "presented"]`).
  package var actionPath: [String]
  /// Whether the state's key path is written with the older `state:` label.
  package var isStateLabelled: Bool

  /// The key paths of `arguments`, or `nil` when they are not `(\.field, action: \.case)` or
  /// `(state: \.field, action: \.case)`.
  package init?(_ arguments: [Argument]) {
    guard arguments.count == 2, arguments[0].label == nil || arguments[0].isLabelled(.state),
      arguments[1].isLabelled(.action),
      case .keyPath(let statePath, _) = arguments[0].value,
      case .keyPath(let actionPath, _) = arguments[1].value
    else { return nil }
    self.statePath = statePath
    self.actionPath = actionPath
    self.isStateLabelled = arguments[0].label != nil
  }
}

/// `store.scope(state: \.rows[id: id], action: \.rows[id: id])`: the key paths of a store
/// scoped to one element of an identified array, as TCA scopes a `forEach`'s rows.
package struct ElementScopeArguments: Sendable {
  /// The state's identified array field (`rows`).
  package var field: String
  /// The element's ID in the state's key path.
  package var stateID: Expression
  /// The action's case carrying the elements' actions (`rows`).
  package var actionCase: String
  /// The element's ID in the action's case key path.
  package var actionID: Expression

  /// The key paths of `arguments`, or `nil` when they are not `(state: \.field[id: id],
  /// action: \.case[id: id])` (the `state:` label may be left out).
  package init?(_ arguments: [Argument]) {
    guard arguments.count == 2, arguments[0].label == nil || arguments[0].isLabelled(.state),
      arguments[1].isLabelled(.action),
      case .elementCaseKeyPath(let stateField, let stateID, [], _) = arguments[0].value,
      case .elementCaseKeyPath(let actionCase, let actionID, [], _) = arguments[1].value,
      stateField.count == 1, actionCase.count == 1
    else { return nil }
    (field, self.stateID, self.actionCase, self.actionID) =
      (stateField[0], stateID, actionCase[0], actionID)
  }
}
