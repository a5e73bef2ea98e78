import ComposableRuntime
import DependencyRuntime

/// TS2: a store made inside a `withDependencies` scope keeps its values after the scope has
/// ended, and its snapshot replaces what is in force where `send` is called.
enum SnapshotOutlivesScope: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case read }
    @Dependency(\.number) var number
    @Dependency(\.label) var label
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("number", number, "label", label)
      return .none
    }
  }

  @MainActor static func run() async {
    let store = withDependencies {
      $0.number = 7
    } operation: {
      Store(initialState: Feature.State()) { Feature() }
    }
    store.send(.read)
    withDependencies {
      $0.number = 100
      $0.label = "caller"
    } operation: {
      store.send(.read)
    }
  }
}
