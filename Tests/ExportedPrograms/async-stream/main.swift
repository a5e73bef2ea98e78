// async-stream.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("async-stream.dep")

enum BatteryKey: DependencyKey {
  static let liveValue = BatteryClient(levels: {
    return AsyncStream { continuation in
      for level in [100, 80, 55] {
        continuation.yield(level)
      }
      continuation.finish()
    }
  })
}

extension DependencyValues {
  var battery: BatteryClient {
    get { self[BatteryKey.self] }
    set { self[BatteryKey.self] = newValue }
  }
}

struct BatteryClient {
  var levels: @Sendable () -> AsyncStream<Int>
}

struct BatteryMonitor {
  @Dependency(\.battery) var battery

  func lowWarnings() async -> [String] {
    var warnings: [String] = []
    for await level in battery.levels() where level < 90 {
      warnings.append("low: \(level)%")
    }
    await script.settle()
    return warnings
  }
}

script.run {
  print(await BatteryMonitor().lowWarnings())
  let drained = await withDependencies {
    $0.battery.levels = {
      return AsyncStream<Int> { continuation in
        continuation.yield(5)
        continuation.finish()
      }
    }
  } operation: { await BatteryMonitor().lowWarnings() }
  print(drained)
  let words = AsyncStream<String> { continuation in
    // Task {} copies task-locals: overrides inherited
    Task(executorPreference: script.executor, operation: script.unit(.task) {
      for word in ["one", "two", "three"] {
        continuation.yield(word)
      }
      continuation.finish()
    })
  }
  var heard: [String] = []
  for await word in words {
    heard.append(word)
    if word == "two" {
      break
    }
  }
  print(heard)
}
