import ComposableRuntime
import DependencyRuntime

/// TE4: `.send` actions are reduced in the same `send`, before any `.run` of the same
/// effect has started.
enum SendIsDeliveredFirst: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, immediate, fromRun }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("reduce", action)
      switch action {
      case .start:
        return .merge(
          .run { send in
            print("run body")
            await send(.fromRun)
          },
          .send(.immediate)
        )
      case .immediate, .fromRun:
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let task = store.send(.start)
    print("send returned")
    await task.finish()
  }
}
