import ComposableRuntime
import DependencyRuntime

/// TE6: `.cancel(id:)` stops an effect made `.cancellable` with that ID, and
/// `cancelInFlight: true` cancels the earlier effect when a new one starts.
enum CancelSameLevel: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start(Int), restart(Int), stop, done(Int) }
    enum CancelID { case work }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start(let n):
        return work(n).cancellable(id: CancelID.work)
      case .restart(let n):
        return work(n).cancellable(id: CancelID.work, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.work)
      case .done(let n):
        print("done", n)
        return .none
      }
    }
    func work(_ n: Int) -> Effect<Action> {
      .run { send in
        do {
          try await clock.sleep(for: .seconds(1))
          await send(.done(n))
        } catch {
          print("cancelled", n)
        }
      }
    }
  }

  @MainActor static func run() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let first = store.send(.start(1))
    await letEffectsStart()
    store.send(.stop)
    await first.finish()
    let second = store.send(.start(2))
    await letEffectsStart()
    let third = store.send(.restart(3))
    await second.finish()
    await letEffectsStart()
    await clock.advance(by: .seconds(1))
    await third.finish()
  }
}
