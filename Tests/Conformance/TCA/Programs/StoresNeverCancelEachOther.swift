import ComposableRuntime
import DependencyRuntime

/// TS5: every root store has a cancellation namespace of its own: cancelling an ID in one
/// store leaves the effect with the same ID in another running.
enum StoresNeverCancelEachOther: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start(String), stop, finished(String) }
    enum CancelID { case work }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start(let name):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
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
    let clock = TestClock()
    let first = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let second = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let firstTask = first.send(.start("first"))
    let secondTask = second.send(.start("second"))
    await letEffectsStart()
    first.send(.stop)
    await clock.advance(by: .seconds(1))
    await firstTask.finish()
    await secondTask.finish()
    print("done")
  }
}
