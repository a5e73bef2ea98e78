import ComposableRuntime
import DependencyRuntime

/// `skipInFlightEffects()` stops the test from demanding that running effects finish, but
/// does not cancel them: the skipped effect still wakes and sends.
enum SkipInFlightEffects: ConformanceProgram {
  @MainActor static func run() async {
    let clock = TestClock()
    let store = TestStore(initialState: TestedCounter.State()) {
      TestedCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.sleepThenTick)
    await store.skipInFlightEffects()
    print("cancelled by skipping:", task.isCancelled)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.count = 10 }
    print("skip with nothing running")
    await store.skipInFlightEffects()
    print("not strict")
    await store.skipInFlightEffects(strict: false)
  }
}
