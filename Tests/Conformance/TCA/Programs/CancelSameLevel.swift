import ComposableRuntime
import DependencyRuntime

/// TE6: `.cancel(id:)` stops an effect made `.cancellable` with that ID, and
/// `cancelInFlight: true` cancels the earlier effect when a new one starts.
///
/// Each effect signals once it has begun (its ID is registered by then), then waits for its
/// go-ahead, which only the third gets: nothing depends on how soon an effect gets to run.
enum CancelSameLevel: ConformanceProgram {
  static let begun = Signal()
  static let goAhead = [1: Signal(), 2: Signal(), 3: Signal()]

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start(Int), restart(Int), stop, done(Int) }
    enum CancelID { case work }
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
        CancelSameLevel.begun.send()
        await CancelSameLevel.goAhead[n]?.wait()
        if Task.isCancelled {
          print("cancelled", n)
        } else {
          await send(.done(n))
        }
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let first = store.send(.start(1))
    await begun.wait()
    store.send(.stop)
    await first.finish()
    let second = store.send(.start(2))
    await begun.wait()
    let third = store.send(.restart(3))
    await second.finish()
    await begun.wait()
    goAhead[3]?.send()
    await third.finish()
  }
}
