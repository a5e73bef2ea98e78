// unwrapping.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("unwrapping.dep")

enum AnalyticsKey: DependencyKey {
  static let liveValue: String? = "live analytics"
  static let testValue: String? = nil
}

extension DependencyValues {
  var analytics: String? {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

script.run {
  let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  print(first)
  @Dependency(\.analytics) var analytics
  print(analytics ?? "none")
  print(analytics!)
  let fallback = {
    print("fallback evaluated")
    return "fallback"
  }
  print(analytics ?? fallback())
  await script.settle()
  withDependencies { $0.context = .test } operation: {
    @Dependency(\.analytics) var analytics
    print(analytics ?? fallback())
    print((analytics ?? ("a" + "b")) == "ab")
  }
  await script.settle()
}
