import DependencyRuntime

extension Reducer {
  /// Runs `wrapped` on optional child state while it is present, **before** this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.editor, action: /Action.editor) { Editor() }
  /// ```
  ///
  /// The child reduces with a navigation ID of its own appended (its effects are cancellable
  /// apart from the parent's), and when the parent sets the state to `nil`, or replaces it
  /// with a child of another identity, the child's effects are cancelled. A child action
  /// while the state is `nil` is reported. Dependencies are otherwise untouched.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent with an optional child; see ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: CaseKeyPath<Parent.Action, Child.Action>
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let path = DependencyValues._current.navigationIDPath
    let childEffects = reduceChild(into: &state, action: action, path: path)
    let idBefore = state[keyPath: toChildState].map(navigationID(for:))
    let parentEffects = parent.reduce(into: &state, action: action)
    let idAfter = state[keyPath: toChildState].map(navigationID(for:))
    if let idBefore, idBefore != idAfter {
      cancellations.cancel(id: idBefore, path: path)
    }
    return childEffects.merge(with: parentEffects)
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action, path: NavigationIDPath
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = state[keyPath: toChildState] else {
      reportIssue(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a child action while the \
        child state was nil.
          Action: \(caseName(of: action))
        Make the child reducer run before anything sets its state to nil, and cancel the \
        child's long-running effects before the state goes away.
        """, at: location)
      return .none
    }
    let id = navigationID(for: childState)
    let effects = withDependencies(origin: DependencyOrigin(writer: "ifLet")) {
      $0.navigationIDPath = path.appending(id)
    } operation: {
      child.reduce(into: &childState, action: childAction)
    }
    state[keyPath: toChildState] = childState
    return effects.map { [toChildAction] in toChildAction($0) }
      .cancellable(childID: id, at: path)
  }

  private func navigationID(for childState: Child.State) -> NavigationID {
    .child(toChildState, identity: childIdentity(of: childState))
  }
}
