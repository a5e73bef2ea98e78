import ComposableRuntime
import DependencyRuntime

/// A `Task {}` created inside a test store's effect runs one job at a time with the effect,
/// on the main queue: the effect's own `send`, made right after creating the task, is
/// received first, and the task's `send` comes while the effect is still running.
enum TaskInsideEffectOrder: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable { var log = "" }
    enum Action: Equatable {
      case start
      case ping
      case note(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          Task { await send(.ping) }
          await send(.note("second"))
        }
      case .ping:
        state.log += "/ping"
        return .none
      case .note(let text):
        state.log += "/" + text
        return .none
      }
    }
  }

  @MainActor static func run() async {
    for _ in 1...10 {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.start)
      await store.receive(.note("second")) { $0.log = "/second" }
      await store.receive(.ping) { $0.log = "/second/ping" }
      print(store.state.log)
    }
  }
}
