import ComposableRuntime
import DependencyRuntime

/// TE5: `Effect.map` turns a child's effect into the parent's, and the body keeps what the
/// inner `.run` captured.
enum MapKeepsCaptures: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, wrapped(Int) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        let inner: Effect<Int> = withDependencies {
          $0.number = 5
        } operation: {
          .run { send in
            @Dependency(\.number) var number
            await send(number)
          }
        }
        return inner.map { Action.wrapped($0 * 10) }
      case .wrapped(let value):
        print("wrapped", value)
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.start).finish()
  }
}
