import ComposableRuntime
import DependencyRuntime

/// Inside a `TestStore`'s effect, a `Task { await send(.ping) }` followed by
/// `await send(.note)`: the effect goes on before the new task runs, so `.note` is received
/// first.
enum TaskInsideEffectOrder: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start, ping, note(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          Task { await send(.ping) }
          await send(.note("second"))
        }
      case .ping:
        state.log.append("ping")
        return .none
      case .note(let text):
        state.log.append(text)
        return .none
      }
    }
  }

  @MainActor static func run() async {
    for _ in 0..<10 {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.start)
      await store.receive(.note("second")) { $0.log = ["second"] }
      await store.receive(.ping) { $0.log = ["second", "ping"] }
    }
    print("ten runs asserted")
  }
}
