import ComposableRuntime
import DependencyRuntime

/// `TestStoreTask`: `cancel()` cancels the effects of one `send` and waits for them;
/// `isCancelled` says so; `finish(timeout:)` on effects still running after the timeout is an
/// issue.
enum TestStoreTaskControl: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    let task = await store.send(.forever)
    print("cancelled before:", task.isCancelled)
    await task.cancel()
    print("cancelled after:", task.isCancelled)
    let done = await store.send(.increment) { $0.count = 1 }
    await done.finish()
    print("a task without effects counts as cancelled:", done.isCancelled)
    let slow = await store.send(.forever)
    print("finish with a short timeout")
    await slow.finish(timeout: .milliseconds(100))
    await slow.cancel()
  }
}
