import ComposableRuntime
import DependencyRuntime

/// TS5: every root store has a cancellation namespace of its own: cancelling an ID in one
/// store leaves the effect with the same ID in another running.
///
/// Each effect signals once it has begun (its ID is registered by then), then waits for its
/// go-ahead, which the program gives both after stopping the first store's effect: nothing
/// depends on how soon an effect gets to run.
enum StoresNeverCancelEachOther: ConformanceProgram {
  static let begun = Signal()
  static let goAhead = ["first": Signal(), "second": Signal()]

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start(String), stop, finished(String) }
    enum CancelID { case work }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start(let name):
        return .run { send in
          StoresNeverCancelEachOther.begun.send()
          await StoresNeverCancelEachOther.goAhead[name]?.wait()
          guard !Task.isCancelled else { return }
          await send(.finished(name))
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      case .finished(let name):
        print("finished", name)
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let first = Store(initialState: Feature.State()) { Feature() }
    let second = Store(initialState: Feature.State()) { Feature() }
    let firstTask = first.send(.start("first"))
    let secondTask = second.send(.start("second"))
    await begun.wait(for: 2)
    first.send(.stop)
    for signal in goAhead.values { signal.send() }
    await firstTask.finish()
    await secondTask.finish()
    print("done")
  }
}
