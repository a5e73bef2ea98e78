import ComposableRuntime
import DependencyRuntime

/// Non-exhaustive testing: with `exhaustivity = .off`, unasserted state changes and received
/// actions are skipped silently, and an assertion checks only what it says.
enum NonExhaustiveSkips: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.incrementTwiceLater)
    await store.send(.increment) { $0.count = 4 }
    print("count", store.state.count)
    await store.send(.incrementTwiceLater)
    await store.receive(.incremented) { $0.count = 6 }
    print("a wrong assertion still fails")
    await store.send(.increment) { $0.count = 100 }
    store.exhaustivity = .on
    print("back on")
    await store.send(.increment) { $0.count = 8 }
  }
}
