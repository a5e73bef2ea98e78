import ComposableRuntime
import DependencyRuntime

/// TE3: a `send` from an effect after it was cancelled does nothing.
enum SendAfterCancellation: ConformanceProgram {
  /// The effect's signal that it has begun (its ID is registered by then).
  static let begun = Signal()

  struct Feature: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case start, stop, increment }
    enum CancelID { case work }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          SendAfterCancellation.begun.send()
          try? await Task.sleep(for: .seconds(30))
          print("effect goes on after cancellation, sends")
          await send(.increment)
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      case .increment:
        state.count += 1
        print("increment reduced")
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let task = store.send(.start)
    await begun.wait()
    store.send(.stop)
    await task.finish()
    print("count", store.withState(\.count))
  }
}
