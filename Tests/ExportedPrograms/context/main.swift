// context.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("context.dep")

enum FullKey: DependencyKey {
  static let liveValue = 1
  static let previewValue = 2
  static let testValue = 3
}

extension DependencyValues {
  var full: Int {
    get { self[FullKey.self] }
    set { self[FullKey.self] = newValue }
  }
}

script.run {
  @Dependency(\.full) var full
  print(full)
  await script.restart(in: .preview) {  // like restarting the process
    @Dependency(\.full) var full
    print(full)
    await script.restart(in: .test) {  // like restarting the process
      @Dependency(\.full) var full
      print(full)
      withDependencies { $0.context = .live } operation: {
        @Dependency(\.full) var full
        print(full)
      }
      withDependencies { $0.context = .preview } operation: {
        @Dependency(\.full) var full
        @Dependency(\.context) var context
        print(full, context)
      }
      withDependencies {
        $0.full = -1
        $0.context = .live
      } operation: {
        @Dependency(\.full) var full
        print(full)
      }
    }
  }
}
