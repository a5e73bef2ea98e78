import ComposableRuntime
import DependencyRuntime

/// TS1: the store's `withDependencies:` closure runs once, in a scope that also covers the
/// initial state and the reducer's construction.
enum SnapshotAtInit: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {
      var fromInit: Int
      init() {
        @Dependency(\.number) var number
        fromInit = number
      }
    }
    enum Action: Equatable { case read }
    let builtWith: Int
    init() {
      @Dependency(\.number) var number
      builtWith = number
    }
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print(
        "reduced with", number, "state made with", state.fromInit, "reducer built with", builtWith)
      return .none
    }
  }

  @MainActor static func run() async {
    var calls = 0
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      calls += 1
      $0.number = 42
    }
    store.send(.read)
    store.send(.read)
    print("closure ran", calls, "times")
  }
}
