/// The arguments of the reducer modifiers that run a child on part of the state — `.ifLet`,
/// `.ifCaseLet` and a stack `.forEach` — each written `(\.state, action: \.case) { Child() }`,
/// or without the closure where the child is a `@Reducer enum`'s.
package struct ChildReducerArguments: Sendable {
  /// The state's field or case (`$editor` for a presentation field).
  package let state: String
  package let stateRange: SourceRange
  /// The action's case that carries the child's actions.
  package let action: String
  package let actionRange: SourceRange
  /// `{ Child() }`; `nil` for `.ifLet(\.$destination, action: \.destination)` and
  /// `.forEach(\.path, action: \.path)` written without it, which run the reducer of the
  /// `@Reducer enum` whose actions the action case carries.
  package let child: ClosureLiteral?

  /// The arguments, or `nil` when they have another shape.
  package init?(_ arguments: [Argument], trailing: ClosureLiteral?) {
    guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "action",
      case .keyPath(let statePath, let stateRange) = arguments[0].value, statePath.count == 1,
      case .keyPath(let actionPath, let actionRange) = arguments[1].value, actionPath.count == 1
    else { return nil }
    (state, self.stateRange) = (statePath[0], stateRange)
    (action, self.actionRange) = (actionPath[0], actionRange)
    child = trailing
  }
}
