import ComposableRuntime
import DependencyRuntime

/// `store.scope(state:action:)` of an optional field gives an optional store: `nil` while the
/// field is `nil`, else a store whose sends reach the parent's `ifLet`; once the field is
/// `nil` again, the child store keeps reading the last state it had.
enum OptionalScopeKeepsLastState: ConformanceProgram {
  struct Child: Reducer {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Parent: Reducer {
    @ObservableState
    struct State: Equatable { var child: Child.State? }
    @CasePathable
    enum Action: Equatable { case child(Child.Action), open, close }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .open: state.child = Child.State()
        case .close: state.child = nil
        case .child: break
        }
        return .none
      }
      .ifLet(\.child, action: \.child) { Child() }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    print("closed:", store.scope(state: \.child, action: \.child) == nil)
    store.send(.open)
    guard let child = store.scope(state: \.child, action: \.child) else {
      print("no child store")
      return
    }
    child.send(.increment)
    child.send(.increment)
    print("child:", child.state.count, "parent:", store.state.child?.count ?? -1)
    store.send(.close)
    print("closed:", store.state.child == nil, "child still reads:", child.state.count)
  }
}
