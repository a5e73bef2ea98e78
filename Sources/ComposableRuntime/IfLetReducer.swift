import DependencyRuntime

extension Reducer {
  /// Runs `wrapped` on optional child state while it is present, **before** this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.editor, action: \.editor) { Editor() }
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
    _ifLet(
      toWrappedState, action: AnyCasePath(toWrappedAction),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      then: wrapped)
  }

  /// ``ifLet(_:action:then:fileID:filePath:line:column:)`` with the place its messages
  /// name given: a tool passes its script's. Not part of TCA.
  package func _ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    at location: SourceLocation,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: toWrappedAction, location: location)
  }
}

/// A parent with an optional child; see ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: SourceLocation

  /// Reduces a child action in the child (while its state exists), then the parent; cancels
  /// the child's effects when its state goes.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    OptionalChild(
      parent: parent, child: child, childState: { [toChildState] in $0[keyPath: toChildState] },
      embedChildState: { [toChildState] in $0[keyPath: toChildState] = $1 },
      toChildAction: toChildAction, navigationID: navigationID(for:), writer: "ifLet"
    ) { [location] _, action in
      reportIssue(
        """
        An "ifLet" at "\(location.written)" received a child action while the \
        child state was nil.
          Action: \(caseName(of: action))
        Make the child reducer run before anything sets its state to nil, and cancel the \
        child's long-running effects before the state goes away.
        """, at: location)
    }
    .reduce(into: &state, action: action)
  }

  private func navigationID(for childState: Child.State) -> NavigationID {
    .child(toChildState, identity: childIdentity(of: childState))
  }
}
