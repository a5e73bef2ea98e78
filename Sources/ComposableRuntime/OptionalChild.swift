import DependencyRuntime

/// A parent with at most one child, wherever its state keeps it: `ifLet`'s optional,
/// `ifCaseLet`'s enum case. The child reduces its actions first, while it exists, then the
/// parent; the child's effects are cancelled when its state goes.
struct OptionalChild<Parent: Reducer, Child: Reducer> {
  let parent: Parent
  let child: Child
  /// The child's state, if the parent's state holds one now.
  let childState: (Parent.State) -> Child.State?
  /// Writes the child's state back into the parent's.
  let embedChildState: (inout Parent.State, Child.State) -> Void
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// The child's navigation ID: where it is kept, and its identity.
  let navigationID: (Child.State) -> NavigationID
  /// Who overrides the navigation path for the child (`ifLet`, `ifCaseLet`), for provenance.
  let writer: String
  /// Reports a child action that came while the parent's state held no child.
  let reportMissingChild: (Parent.State, Parent.Action) -> Void

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    ChildFirst { childState($0).map { [navigationID($0)] } ?? [] }
      .reduce(into: &state, action: action, parent: parent, child: reduceChild)
  }

  private func reduceChild(
    _ state: inout Parent.State, _ action: Parent.Action,
    _ children: ChildFirst<Parent.State, Parent.Action>
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = childState(state) else {
      reportMissingChild(state, action)
      return .none
    }
    let toChildAction = self.toChildAction
    let effects = children.reduce(
      child, into: &childState, action: childAction, as: navigationID(childState),
      writer: writer, embed: { toChildAction($0) })
    embedChildState(&state, childState)
    return effects
  }
}
