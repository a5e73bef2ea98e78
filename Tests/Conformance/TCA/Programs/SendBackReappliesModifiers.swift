import ComposableRuntime
import DependencyRuntime

/// TE3: an action a child's effect sends back goes through the child's `.dependency`
/// again, so the child reduces it under its override; the parent never sees it.
enum SendBackReappliesModifiers: ConformanceProgram {
  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, response }
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        print("child start reads", number)
        return .run { send in await send(.response) }
      case .response:
        print("child response reads", number)
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable { var child = Child.State() }
    @CasePathable
    enum Action: Equatable { case child(Child.Action) }
    @Dependency(\.number) var number
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) {
        Child().dependency(\.number, 42)
      }
      Reduce { _, action in
        if case .child(let childAction) = action {
          print("parent sees child action", childAction, "reading", number)
        }
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    await store.send(.child(.start)).finish()
  }
}
