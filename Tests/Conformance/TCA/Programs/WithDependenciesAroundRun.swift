import ComposableRuntime
import DependencyRuntime

/// TE1: `withDependencies { … } operation: { .run { … } }` in a reducer scopes just that
/// effect; the next effect reads the store's value.
enum WithDependenciesAroundRun: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .concatenate(
        withDependencies {
          $0.number = 99
        } operation: {
          .run { _ in
            @Dependency(\.number) var number
            print("scoped effect reads", number)
          }
        },
        .run { _ in
          @Dependency(\.number) var number
          print("plain effect reads", number)
        }
      )
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.start).finish()
  }
}
