extension Case {
  /// The action of one element of a navigation stack, reached through its stack action, as The
  /// Composable Architecture's `StackAction` reaches it: `\.path[id: 1].markRead` names the
  /// case `.path(.element(id: 1, action: .markRead))`, so a test store's
  /// `send(\.path[id: 1].markRead)` sends it, and an action of another element is not of the
  /// case.
  public subscript<State, Action>(id id: StackElementID) -> Case<Action>
  where Value == StackAction<State, Action> {
    Case<Action>(
      embedInRoot: { [embedInRoot] in embedInRoot(StackAction.element(id: id, action: $0)) },
      extractFromRoot: { [extractFromRoot] root in
        guard case .element(id, let action)? = extractFromRoot(root) else { return nil }
        return action
      })
  }
}
