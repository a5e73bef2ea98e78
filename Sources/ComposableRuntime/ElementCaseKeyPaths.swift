extension Case {
  /// The action of one element of a navigation stack, reached through its stack action, as The
  /// Composable Architecture's `StackAction` reaches it: `\.path[id: 1].markRead` names the
  /// case `.path(.element(id: 1, action: .markRead))`, so a test store's
  /// `send(\.path[id: 1].markRead)` sends it, and an action of another element is not of the
  /// case.
  public subscript<State, Action>(id id: StackElementID) -> Case<Action>
  where Value == StackAction<State, Action> {
    element(embed: { .element(id: id, action: $0) }) { value in
      guard case .element(id, let action) = value else { return nil }
      return action
    }
  }

  /// The action of one element of an identified list, reached through its identified action,
  /// as The Composable Architecture's `IdentifiedAction` reaches it: `\.rows[id: 2].toggle`
  /// names the case `.rows(.element(id: 2, action: .toggle))`.
  public subscript<ID, Action>(id id: ID) -> Case<Action>
  where Value == IdentifiedAction<ID, Action> {
    element(embed: { .element(id: id, action: $0) }) { value in
      guard case .element(id, let action) = value else { return nil }
      return action
    }
  }

  /// The case of an element's action inside this one: `embed` wraps the action for its
  /// element, `extract` finds it there (`nil` for another element's).
  private func element<Action>(
    embed: @escaping @Sendable (Action) -> Value,
    extract: @escaping @Sendable (Value) -> Action?
  ) -> Case<Action> {
    Case<Action>(
      embedInRoot: { [embedInRoot] in embedInRoot(embed($0)) },
      extractFromRoot: { [extractFromRoot] in extractFromRoot($0).flatMap(extract) })
  }
}
