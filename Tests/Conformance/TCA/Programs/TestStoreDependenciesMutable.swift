import ComposableRuntime
import DependencyRuntime

/// TT2: `store.dependencies` is read again on every reduce, received actions included, but an
/// effect already in flight keeps what it captured; `store.withDependencies` restores.
enum TestStoreDependenciesMutable: ConformanceProgram {
  @MainActor static func run() async {
    let clock = TestClock()
    let store = TestStore(initialState: TestedCounter.State()) {
      TestedCounter()
    } withDependencies: {
      $0.number = 1
      $0.continuousClock = clock
    }
    await store.send(.readLater)
    store.dependencies.number = 2
    await clock.advance(by: .seconds(1))
    await store.receive(.sawNumber(1)) { $0.log = ["effect had 1, reduce reads 2"] }
    _ = await store.withDependencies {
      $0.number = 3
    } operation: {
      await store.send(.read) { $0.log.append("reduce read 3") }
    }
    await store.send(.read) { $0.log.append("reduce read 2") }
    print(store.state.log)
  }
}
