import ComposableRuntime

/// The case paths of a script's actions, so that a case key path (`\.home`) names a case of
/// any feature's `Action` by its name: the library's `Scope` and `store.scope(state:action:)`
/// take them as they take a compiled feature's.
extension Action: CasePathable {
  /// Each case of an action, by its name, as a case path to the child action it embeds.
  package struct CasePaths: Sendable {
    /// The case `name` of the action type `actionType` (`Scoreboard.Action`, which names it
    /// in the library's messages), embedding a child feature's action.
    package subscript(case name: String, of actionType: String) -> AnyCasePath<Action, Action> {
      AnyCasePath(
        embed: { child in
          var action = Action(name: name, payload: [.composable(.action(child))])
          action.actionTypeName = actionType
          return action
        },
        extract: { action in
          guard action.name == name, action.payload.count == 1,
            case .composable(.action(let child)) = action.payload[0]
          else { return nil }
          return child
        })
    }

    /// The identified action of the element `id`, `.element(id: id, action: action)`,
    /// embedding that element's action.
    package subscript(element id: ElementIdentity) -> AnyCasePath<Action, Action> {
      AnyCasePath(
        embed: { Action(.element(id: id, action: $0)) },
        extract: { action in
          guard case .element(id, let child)? = action.identifiedAction else { return nil }
          return child
        })
    }
  }

  package static var casePaths: CasePaths { CasePaths() }

  /// The case key path `\.name[id: id]` of the action type `actionType`: an identified
  /// array's element's actions, embedded as `.name(.element(id: id, action: action))`.
  package static func elementCaseKeyPath(
    _ name: String, id: ElementIdentity, of actionType: String
  ) -> CaseKeyPath<Action, Action> {
    caseKeyPath(name, of: actionType).appending(
      path: \Case<Action>.[dynamicMember: \Action.CasePaths.[element: id]])
  }

  /// The case key path `\.name` of the action type `actionType`, as the library takes it.
  package static func caseKeyPath(_ name: String, of actionType: String) -> CaseKeyPath<
    Action, Action
  > {
    \Case<Action>.[dynamicMember: \Action.CasePaths.[case: name, of: actionType]]
  }

  /// The case key path `\.name.presented` of the action type `actionType`: a presented
  /// child's actions, embedded as `.name(.presented(action))`.
  package static func presentedCaseKeyPath(_ name: String, of actionType: String)
    -> CaseKeyPath<Action, Action>
  {
    let presented = NavigationCase.presented.rawValue
    return caseKeyPath(name, of: actionType).appending(
      path:
        \Case<Action>.[
          dynamicMember: \Action.CasePaths.[case: presented, of: "PresentationAction"]])
  }
}
