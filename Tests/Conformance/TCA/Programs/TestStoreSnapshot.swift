import ComposableRuntime
import DependencyRuntime

/// TT1, TT4: a `TestStore` snapshots its dependencies at init like a store, and its
/// assertion closures see them.
enum TestStoreSnapshot: ConformanceProgram {
  @MainActor static func run() async {
    let store = withDependencies {
      $0.number = 5
    } operation: {
      TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    }
    await store.send(.read) {
      @Dependency(\.number) var number
      print("assertion reads", number)
      $0.log = ["reduce read 5"]
    }
    let plain = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    await plain.send(.read) { $0.log = ["reduce read \(plain.dependencies.number)"] }
    print("a TestStore without overrides reads", plain.dependencies.number)
  }
}
