import ComposableRuntime
import DependencyRuntime

/// TT7: when a test store goes away it reports the received actions nobody asserted (at the
/// line that made it) and each effect still running (at the `send` that started it).
enum TeardownReports: ConformanceProgram {
  @MainActor static func run() async {
    await exercise()
    await TestedCounter.foreverCancelled.wait()
    print("after teardown")
  }

  @MainActor static func exercise() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    await store.send(.incrementTwiceLater)
    await store.send(.forever)
    print("leaving the test")
  }
}
