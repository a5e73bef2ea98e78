import ComposableRuntime
import DependencyRuntime

/// TS3: each new store captures what is in force where it is created; two stores made under
/// different overrides keep apart.
enum StoresCaptureTheirOwnScope: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case read }
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("read", number)
      return .none
    }
  }

  @MainActor static func run() async {
    let first = withDependencies {
      $0.number = 10
    } operation: {
      Store(initialState: Feature.State()) { Feature() }
    }
    let second = withDependencies {
      $0.number = 20
    } operation: {
      Store(initialState: Feature.State()) { Feature() }
    }
    let plain = Store(initialState: Feature.State()) { Feature() }
    first.send(.read)
    second.send(.read)
    plain.send(.read)
  }
}
