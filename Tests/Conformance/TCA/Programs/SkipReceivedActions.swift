import ComposableRuntime
import DependencyRuntime

/// `skipReceivedActions()` drops the actions received so far, taking the state they produced;
/// with nothing to skip it is an issue unless `strict: false`.
enum SkipReceivedActions: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    await store.send(.incrementTwiceLater)
    await store.skipReceivedActions()
    print("count after skipping", store.state.count)
    print("skip with nothing received")
    await store.skipReceivedActions()
    print("not strict")
    await store.skipReceivedActions(strict: false)
    await store.send(.increment) { $0.count = 3 }
  }
}
