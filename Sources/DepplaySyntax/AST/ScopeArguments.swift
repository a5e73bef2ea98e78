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
