import DependencyRuntime

extension Reducer {
  /// Runs `destination` on presented child state while it is present, **before** this
  /// reducer, and installs ``DependencyRuntime/DependencyValues/dismiss`` for it.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$editor, action: \.editor) { Editor() }
  /// ```
  ///
  /// While it reduces the child's actions (and only then), it overrides `dismiss` with one
  /// that sends this reducer `.editor(.dismiss)`, and appends a navigation ID of the child's
  /// own. The child's effects capture that `dismiss`; calling it from one of them sends the
  /// dismissal, after which the state is set to `nil` and the child's effects are cancelled.
  /// The parent setting the state to `nil` (or to a child of another identity) also cancels
  /// them.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _ifLet(
      toPresentationState, action: AnyCasePath(toPresentationAction),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      destination: destination)
  }

  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)`` with the place its messages
  /// name given: a tool passes its script's, and says which presented states are ephemeral
  /// (an alert, dismissed once one of its actions is sent; by default, those conforming to
  /// ``_EphemeralState`` and an enum reducer's cases holding them). Not part of TCA.
  package func _ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    at location: SourceLocation,
    isEphemeral: @escaping (DestinationState) -> Bool = { ComposableRuntime.isEphemeral($0) },
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, location: location, isEphemeral: isEphemeral)
  }
}

/// A parent presenting a child; see
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let location: SourceLocation
  let isEphemeral: (Destination.State) -> Bool

  /// Reduces a presented child's action in the child first, then the parent; cancels the
  /// child's effects when the parent dismisses it or presents another in its place. After the
  /// parent, a dismissal, or any action of ephemeral state (an alert's button), removes the
  /// child the parent left presented.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let children = ChildFirst<Base.State, Base.Action> { presentedID(in: $0).map { [$0] } ?? [] }
    let presentationAction = toPresentationAction.extract(from: action)
    return children.reduce(into: &state) {
      reduceDestination(into: &$0, action: presentationAction, whole: action, children: children)
    } parent: { state in
      let presented = state[keyPath: toPresentationState].wrappedValue
      let effects = base.reduce(into: &state, action: action)
      // It removes the child the parent left presented, not one it presented instead.
      if let presented, removes(presented, after: presentationAction),
        presentedID(in: state) == navigationID(for: presented)
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
      return effects
    }
  }

  /// Whether `action` removes the child `presented` once the parent has reduced it: a
  /// dismissal does, and so does any action of ephemeral state.
  private func removes(
    _ presented: Destination.State, after action: PresentationAction<Destination.Action>?
  ) -> Bool {
    switch action {
    case .dismiss?: true
    case .presented?: isEphemeral(presented)
    case nil: false
    }
  }

  /// Reduces a presented child's action in the child, with `dismiss` installed; reports a
  /// presentation action while nothing is presented.
  private func reduceDestination(
    into state: inout Base.State,
    action: PresentationAction<Destination.Action>?,
    whole: Base.Action,
    children: ChildFirst<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    guard let action else { return .none }
    guard var destinationState = state[keyPath: toPresentationState].wrappedValue else {
      reportIssue(
        """
        An "ifLet" at "\(location.written)" received a presentation action \
        while nothing was presented.
          Action: \(caseName(of: whole))
        Make the presented reducer run before anything dismisses it, and cancel its \
        long-running effects before dismissing it.
        """, at: location)
      return .none
    }
    guard case .presented(let destinationAction) = action else { return .none }
    let toPresentationAction = self.toPresentationAction
    let effects = children.reduce(
      destination, into: &destinationState, action: destinationAction,
      as: navigationID(for: destinationState), writer: "presentation ifLet",
      embed: { toPresentationAction(.presented($0)) },
      dismissal: { toPresentationAction(.dismiss) })
    state[keyPath: toPresentationState].wrappedValue = destinationState
    return effects
  }

  private func presentedID(in state: Base.State) -> NavigationID? {
    state[keyPath: toPresentationState].wrappedValue.map(navigationID(for:))
  }

  private func navigationID(for destinationState: Destination.State) -> NavigationID {
    .child(toPresentationState, identity: childIdentity(of: destinationState))
  }
}
