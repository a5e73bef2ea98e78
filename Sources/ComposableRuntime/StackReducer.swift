import DependencyRuntime

extension Reducer {
  /// Runs `destination` on each element of a navigation stack, for the actions addressed to
  /// it, **before** this reducer, and installs ``DependencyValues/dismiss`` for it.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: /Action.path) { Detail() }
  /// ```
  ///
  /// While it reduces an element's actions (and only then), `dismiss` sends this reducer
  /// `.popFrom(id:)` for that element, and the element gets a navigation ID of its own.
  /// Popping an element (by the parent, or by `.popFrom`) cancels its effects and those of
  /// everything above it.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent with a navigation stack; see
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: CaseKeyPath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let location: SourceLocation

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let path = DependencyValues._current.navigationIDPath
    let idsBefore = state[keyPath: toStackState].ids
    let destinationEffects: Effect<Base.Action>
    switch toStackAction.extract(from: action) {
    case .element(let id, let destinationAction):
      destinationEffects = reduceElement(
        id: id, action: destinationAction, state: &state, path: path, whole: action)
    case .popFrom(let id):
      destinationEffects = .none
      if state[keyPath: toStackState][id: id] == nil {
        reportMissing(id, action: action)
      }
    case .push(let id, _):
      destinationEffects = .none
      if state[keyPath: toStackState][id: id] != nil {
        reportIssue(
          """
          A "forEach" at "\(location.fileID):\(location.line)" was asked to push an element \
          with an ID already in the stack: \(id).
          """, at: location)
      }
    case nil:
      destinationEffects = .none
    }
    let baseEffects = base.reduce(into: &state, action: action)
    switch toStackAction.extract(from: action) {
    case .popFrom(let id):
      state[keyPath: toStackState].pop(from: id)
    case .push(let id, let element) where state[keyPath: toStackState][id: id] == nil:
      state[keyPath: toStackState].append(element, id: id)
    default:
      break
    }
    let idsAfter = Set(state[keyPath: toStackState].ids)
    for id in idsBefore where !idsAfter.contains(id) {
      cancellations.cancel(id: navigationID(for: id), path: path)
    }
    return destinationEffects.merge(with: baseEffects)
  }

  private func reduceElement(
    id: StackElementID,
    action: Destination.Action,
    state: inout Base.State,
    path: NavigationIDPath,
    whole: Base.Action
  ) -> Effect<Base.Action> {
    guard var element = state[keyPath: toStackState][id: id] else {
      reportMissing(id, action: whole)
      return .none
    }
    let navigationID = navigationID(for: id)
    let elementPath = path.appending(navigationID)
    let effects = withDependencies(origin: DependencyOrigin(writer: "stack forEach")) {
      $0.dismiss = DismissEffect { PresentationDismissals.dismiss(elementPath) }
      $0.navigationIDPath = elementPath
    } operation: {
      destination.reduce(into: &element, action: action)
    }
    state[keyPath: toStackState][id: id] = element
    let toStackAction = self.toStackAction
    return
      effects
      .map { toStackAction(.element(id: id, action: $0)) }
      .dismissing(at: elementPath) { toStackAction(.popFrom(id: id)) }
      .cancellable(childID: navigationID, at: path)
  }

  private func reportMissing(_ id: StackElementID, action: Base.Action) {
    reportIssue(
      """
      A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing \
      stack element \(id).
        Action: \(caseName(of: action))
      Make the element reducer run before anything pops the element, and cancel its \
      long-running effects before popping it.
      """, at: location)
  }

  private func navigationID(for id: StackElementID) -> NavigationID {
    .child(toStackState, identity: SendableHashable(id))
  }
}
