import DependencyRuntime

extension Reducer {
  /// Runs `wrapped` on one case of an enum state while the state is in that case, **before**
  /// this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// The child reduces with a navigation ID of its own appended, and when the parent moves
  /// the state to another case (or to a child of another identity), the child's effects are
  /// cancelled. A child action while the state is in another case is reported.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> {
    _ifCaseLet(
      AnyCasePath(toCaseState), action: AnyCasePath(toCaseAction),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      then: `case`)
  }

  /// ``ifCaseLet(_:action:then:fileID:filePath:line:column:)`` with the place its messages
  /// name given: a tool passes its script's. Not part of TCA.
  package func _ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    at location: SourceLocation,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case
  ) -> _IfCaseLetReducer<Self, Case> {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: toCaseState, toChildAction: toCaseAction,
      location: location)
  }
}

/// A parent whose state is an enum with a child in one case; see
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: SourceLocation

  /// Reduces a child action in the child (while the state is in the case), then the parent;
  /// cancels the child's effects when the state leaves the case.
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    OptionalChild(
      parent: parent, child: child, childState: toChildState.extract(from:),
      embedChildState: { [toChildState] in $0 = toChildState($1) },
      toChildAction: toChildAction, navigationID: navigationID(for:), writer: "ifCaseLet"
    ) { [location] state, action in
      reportIssue(
        """
        An "ifCaseLet" at "\(location.written)" received a child action while \
        the state was in another case.
          Action: \(caseName(of: action))
          State: \(caseName(of: state))
        Make the child reducer run before anything moves the state to another case, and \
        cancel the child's long-running effects before it does.
        """, at: location)
    }
    .reduce(into: &state, action: action)
  }

  private func navigationID(for childState: Child.State) -> NavigationID {
    .enumCase(Parent.State.self, Child.State.self, identity: childIdentity(of: childState))
  }
}
