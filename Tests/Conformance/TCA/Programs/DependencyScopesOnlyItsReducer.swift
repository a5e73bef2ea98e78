import ComposableRuntime
import DependencyRuntime

/// TR1: `.dependency` holds only while the reducer it wraps reduces; a sibling and the parent
/// see the store's value.
enum DependencyScopesOnlyItsReducer: ConformanceProgram {
  struct Reader: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case read }
    let name: String
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print(name, "reads", number)
      return .none
    }
  }

  struct Parent: Reducer {
    typealias State = Reader.State
    typealias Action = Reader.Action
    @Dependency(\.number) var number
    var body: some ReducerOf<Self> {
      Reader(name: "overridden").dependency(\.number, 42)
      Reader(name: "sibling")
      Reduce { _, _ in
        print("parent reads", number)
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.read)
  }
}
