import ComposableRuntime
import DependencyRuntime

/// TT3: an action an effect sends is reduced when it is sent and queued with the state it
/// produced; `receive` asserts it later, and the test store's `state` moves only then.
enum ReceivedActionsReducedWhenSent: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    await store.send(.incrementTwiceLater)
    print("before receive", store.state.count)
    await store.receive(.incremented) { $0.count = 1 }
    print("after one receive", store.state.count)
    await store.receive(.incremented) { $0.count = 2 }
    print("after two", store.state.count)
  }
}
