import DependencyRuntime

/// Runs a feature: holds its state, reduces the actions sent to it, and runs its effects.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.continuousClock = ImmediateClock()
/// }
/// store.send(.incrementButtonTapped)
/// ```
///
/// A root store takes a snapshot of **all** the dependencies in force when it is created,
/// with `withDependencies` applied, and reduces every action under exactly that snapshot,
/// whatever is in force where `send` is called: a store created inside a `withDependencies`
/// scope keeps its values after the scope ends. Scoped stores forward to their root.
@MainActor
public final class Store<State, Action> {
  private let readState: @MainActor () -> State
  private let sendAction: @MainActor (Action, SendOrigin) -> Task<Void, Never>?
  /// The root core, kept alive by every store scoped from it.
  private let root: AnyObject

  /// Creates a root store.
  ///
  /// `prepareDependencies` runs once, in a `withDependencies` scope that also covers
  /// `initialState` and `reducer`, so a state initializer or a reducer that reads a
  /// dependency sees the overrides. The store then reduces under a snapshot of that scope's
  /// values (with a cancellation namespace of its own, so two stores never cancel each
  /// other's effects).
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies,
      origin: nil, fileID: fileID, line: line, column: column)
  }

  /// Creates a root store, recording `origin` as where the overrides were written, for
  /// provenance (the interpreter passes a script location); `nil` means the call site.
  package convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)?,
    origin: DependencyOrigin?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let (initialState, reducer, snapshot) = withDependencies(
      origin: origin
        ?? DependencyOrigin(
          writer: "Store(withDependencies:)", fileID: fileID, line: line, column: column),
      prepareDependencies ?? { _ in }
    ) {
      var snapshot = DependencyValues._current
      snapshot.navigationIDPath = snapshot.navigationIDPath.appending(.newStore())
      return (initialState(), reducer(), snapshot)
    }
    self.init(
      initialState: initialState,
      reducer: reducer.dependency(\.self, snapshot, fileID: fileID, line: line, column: column))
  }

  /// A root store that reduces with `reducer` as it is, under whatever is in force.
  init<R: Reducer<State, Action>>(initialState: State, reducer: R) {
    let core = RootCore(initialState: initialState, reducer: reducer)
    self.root = core
    self.readState = { core.state }
    self.sendAction = { core.send($0, origin: $1) }
  }

  private init(
    root: AnyObject,
    readState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action, SendOrigin) -> Task<Void, Never>?
  ) {
    self.root = root
    self.readState = readState
    self.sendAction = sendAction
  }

  /// Gives `body` the current state.
  ///
  /// ```swift
  /// store.withState { $0.count }
  /// ```
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(readState())
  }

  /// Sends `action`: reduces it (and the actions its effects deliver at once) now, and
  /// starts its effects.
  ///
  /// A `send` made while the store is reducing is queued behind the actions in progress and
  /// reported as an issue.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(rawValue: sendAction(action, .store))
  }

  /// A store of part of this one's state, whose actions are embedded into this store's.
  ///
  /// ```swift
  /// let counterStore = store.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// It owns nothing: it reads its root's state and sends through its root, under the
  /// root's dependencies.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let readState = self.readState
    let sendAction = self.sendAction
    let toChildAction = AnyCasePath(toChildAction)
    return Store<ChildState, ChildAction>(
      root: root,
      readState: { readState()[keyPath: toChildState] },
      sendAction: { sendAction(toChildAction($0), $1) })
  }

  /// A store of an optional part of this one's state, while it holds a value: `nil` when it
  /// is `nil`, as for a child feature presented through `@Presents`.
  ///
  /// ```swift
  /// if let settingsStore = store.scope(state: \.settings, action: \.settings.presented) {
  ///   settingsStore.send(.increment)
  /// }
  /// ```
  ///
  /// Once the state is `nil` again (the child was dismissed), the store goes on reading the
  /// last state it had, as The Composable Architecture's does.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = readState()[keyPath: toChildState] else { return nil }
    let readState = self.readState
    let sendAction = self.sendAction
    let toChildAction = AnyCasePath(toChildAction)
    let last = LastState(initial)
    return Store<ChildState, ChildAction>(
      root: root,
      readState: {
        if let current = readState()[keyPath: toChildState] { last.value = current }
        return last.value
      },
      sendAction: { sendAction(toChildAction($0), $1) })
  }
}

/// The last state an optional child store read while its state held a value.
@MainActor
private final class LastState<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Store where State: ObservableState {
  /// The current state, of an ``ObservableState()`` state only, as in The Composable
  /// Architecture: another state is read with ``withState(_:)``.
  public var state: State { readState() }
}

/// The store of a feature.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
