// conditional-compilation.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("conditional-compilation.dep")

enum LogLevelKey: DependencyKey {
  static let liveValue = "verbose"
}

extension DependencyValues {
  var logLevel: String {
    get { self[LogLevelKey.self] }
    set { self[LogLevelKey.self] = newValue }
  }
}

struct Build {
  var name = "debug"

  func describe() -> String {
    return "\(name), Swift 5.9 or later"
  }
}

func currentLogLevel() -> String {
  @Dependency(\.logLevel) var logLevel
  return logLevel
}

script.run {
  print(currentLogLevel())
  await script.settle()
  print(Build().describe())
  await script.settle()
  print("a desktop")
  print("checked")
}
