import ComposableRuntime
import DependencyRuntime

/// A `receive` of an action that never comes: with no effect running it is one issue; while
/// an effect is still running, waiting out the timeout gives two.
enum ReceiveTimeout: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    print("nothing running")
    await store.receive(.tick)
    let task = await store.send(.forever)
    print("an effect running")
    await store.receive(.tick, timeout: .milliseconds(200))
    await task.cancel()
  }
}
