import ComposableRuntime
import DependencyRuntime

/// TR3: `.transformDependency` runs for every action; the store's `withDependencies:` closure
/// runs once.
enum TransformRunsPerAction: ConformanceProgram {
  struct Reader: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case read }
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("reads", number)
      return .none
    }
  }

  @MainActor static func run() async {
    var storeClosureCalls = 0
    let store = Store(initialState: Reader.State()) {
      Reader().transformDependency(\.number) { number in
        print("transform sees", number)
        number += 1
      }
    } withDependencies: {
      storeClosureCalls += 1
      $0.number = 10
    }
    store.send(.read)
    store.send(.read)
    store.send(.read)
    print("store closure ran", storeClosureCalls, "times")
  }
}
