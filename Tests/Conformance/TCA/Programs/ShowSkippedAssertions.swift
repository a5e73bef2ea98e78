import ComposableRuntime
import DependencyRuntime

/// With `exhaustivity = .off(showSkippedAssertions: true)`, what the test skips is shown as
/// expected issues (known issues in a test), not failures: an unasserted part of a change,
/// unhandled received actions at the next `send` (two: must handle them, then skipped), and
/// an explicit skip in an exhaustive store.
enum ShowSkippedAssertions: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    print("a change asserted in part")
    await store.send(.read) { $0.count = 0 }
    print("received actions left unasserted")
    await store.send(.incrementTwiceLater)
    await store.send(.increment) { $0.count = 3 }
    print("a wrong assertion still fails")
    await store.send(.increment) { $0.count = 100 }
    print("an explicit skip in an exhaustive store")
    let exhaustive = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    await exhaustive.send(.incrementTwiceLater)
    await exhaustive.skipReceivedActions()
    print("done")
  }
}
