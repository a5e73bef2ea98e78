import DependencyRuntime

extension Reducer {
  /// Runs `destination` on presented child state while it is present, **before** this
  /// reducer, and installs ``DependencyValues/dismiss`` for it.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$editor, action: /Action.editor) { Editor() }
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
    _PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent presenting a child; see
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: CaseKeyPath<Base.Action, PresentationAction<Destination.Action>>
  let location: SourceLocation

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let path = DependencyValues._current.navigationIDPath
    let idBefore = state[keyPath: toPresentationState].wrappedValue.map(navigationID(for:))
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>
    switch (
      state[keyPath: toPresentationState].wrappedValue, toPresentationAction.extract(from: action)
    ) {
    case (.some, .some(.dismiss)):
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)
      if state[keyPath: toPresentationState].wrappedValue.map(navigationID(for:)) == idBefore {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
    case (.some(var destinationState), .some(.presented(let destinationAction))):
      destinationEffects = reduceDestination(
        &destinationState, action: destinationAction, path: path)
      state[keyPath: toPresentationState].wrappedValue = destinationState
      baseEffects = base.reduce(into: &state, action: action)
    case (.none, .some):
      reportIssue(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action \
        while nothing was presented.
          Action: \(caseName(of: action))
        Make the presented reducer run before anything dismisses it, and cancel its \
        long-running effects before dismissing it.
        """, at: location)
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)
    case (_, .none):
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)
    }
    let idAfter = state[keyPath: toPresentationState].wrappedValue.map(navigationID(for:))
    if let idBefore, idBefore != idAfter {
      cancellations.cancel(id: idBefore, path: path)
    }
    return destinationEffects.merge(with: baseEffects)
  }

  /// Reduces the child with `dismiss` and its navigation ID installed, and ties its effects
  /// to it: cancellable as the child, and able to send the dismissal.
  private func reduceDestination(
    _ destinationState: inout Destination.State,
    action: Destination.Action,
    path: NavigationIDPath
  ) -> Effect<Base.Action> {
    let id = navigationID(for: destinationState)
    let destinationPath = path.appending(id)
    let effects = withDependencies(origin: DependencyOrigin(writer: "presentation ifLet")) {
      $0.dismiss = DismissEffect { PresentationDismissals.dismiss(destinationPath) }
      $0.navigationIDPath = destinationPath
    } operation: {
      destination.reduce(into: &destinationState, action: action)
    }
    let toPresentationAction = self.toPresentationAction
    return
      effects
      .map { toPresentationAction(.presented($0)) }
      .dismissing(at: destinationPath) { toPresentationAction(.dismiss) }
      .cancellable(childID: id, at: path)
  }

  private func navigationID(for destinationState: Destination.State) -> NavigationID {
    .child(toPresentationState, identity: childIdentity(of: destinationState))
  }
}
