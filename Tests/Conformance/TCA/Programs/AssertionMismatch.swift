import ComposableRuntime
import DependencyRuntime

/// TT3: an assertion that does not match the state is one issue; an assertion closure that
/// changes nothing when the state did not change is one issue too.
enum AssertionMismatch: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    print("wrong count")
    await store.send(.increment) { $0.count = 5 }
    print("state after", store.state.count)
    print("no change expected")
    await store.send(.nothing) { $0.count = 1 }
    print("unasserted change")
    await store.send(.increment)
  }
}
