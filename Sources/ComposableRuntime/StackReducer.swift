import DependencyRuntime

extension Reducer {
  /// Runs `destination` on each element of a navigation stack, for the actions addressed to
  /// it, **before** this reducer, and installs ``DependencyRuntime/DependencyValues/dismiss`` for it.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) { Detail() }
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
    _forEach(
      toStackState, action: AnyCasePath(toStackAction),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      destination: destination)
  }

  /// ``forEach(_:action:destination:fileID:filePath:line:column:)`` with the place its
  /// messages name given: a tool passes its script's. Not part of TCA.
  package func _forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    at location: SourceLocation,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction, location: location)
  }
}

/// A parent with a navigation stack; see
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let location: SourceLocation

  /// Reduces a stack element's action in that element first, then the parent; pushes an
  /// element before the parent reduces the push, pops one after it reduces the pop; cancels
  /// the effects of elements popped off the stack.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let children = ChildFirst<Base.State, Base.Action> { [toStackState] state in
      state[keyPath: toStackState].ids.map(navigationID(for:))
    }
    let stackAction = toStackAction.extract(from: action)
    return children.reduce(into: &state) {
      reduceElement(into: &$0, action: stackAction, whole: action, children: children)
    } parent: { state in
      // A push is in the stack when the parent reduces it; a pop, after.
      if case .push(let id, let element) = stackAction, state[keyPath: toStackState][id: id] == nil
      {
        state[keyPath: toStackState].append(element, id: id)
      }
      let effects = base.reduce(into: &state, action: action)
      if case .popFrom(let id) = stackAction { state[keyPath: toStackState].pop(from: id) }
      return effects
    }
  }

  /// Reduces an element's action in that element, with `dismiss` installed; reports an
  /// action for a missing element and a push of an ID already in the stack.
  private func reduceElement(
    into state: inout Base.State,
    action: StackAction<Destination.State, Destination.Action>?,
    whole: Base.Action,
    children: ChildFirst<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    switch action {
    case .element(let id, let destinationAction):
      guard var element = state[keyPath: toStackState][id: id] else {
        reportMissing(id, action: whole)
        return .none
      }
      let toStackAction = self.toStackAction
      let effects = children.reduce(
        destination, into: &element, action: destinationAction, as: navigationID(for: id),
        writer: "stack forEach", embed: { toStackAction(.element(id: id, action: $0)) },
        dismissal: { toStackAction(.popFrom(id: id)) })
      state[keyPath: toStackState][id: id] = element
      return effects
    case .popFrom(let id):
      if state[keyPath: toStackState][id: id] == nil { reportMissing(id, action: whole) }
    case .push(let id, _):
      if state[keyPath: toStackState][id: id] != nil {
        reportIssue(
          """
          A "forEach" at "\(location.written)" was asked to push an element \
          with an ID already in the stack: \(id).
          """, at: location)
      } else {
        checkGeneration(of: id)
      }
    case nil:
      break
    }
    return .none
  }

  /// In tests, a pushed ID is the counter's next one (which it then uses up) or one it gave
  /// before; a later one is reported, as TCA does: appending could never give it.
  private func checkGeneration(of id: StackElementID) {
    let dependencies = DependencyValues._current
    guard dependencies.context == .test else { return }
    let next = dependencies.stackElementID.peek()
    if id.rawValue > next.rawValue {
      reportIssue(
        """
        A "forEach" at "\(location.written)" was asked to push an element \
        with an unexpected ID: \(id), where the next ID is \(next).
        In tests, IDs count from 0 and are never reused: push with the next one, or append.
        """, at: location)
    } else if id == next {
      _ = dependencies.stackElementID.next()
    }
  }

  private func reportMissing(_ id: StackElementID, action: Base.Action) {
    reportIssue(
      """
      A "forEach" at "\(location.written)" received an action for a missing \
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
