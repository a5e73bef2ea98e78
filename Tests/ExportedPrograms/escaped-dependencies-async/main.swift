// escaped-dependencies-async.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("escaped-dependencies-async.dep")

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Hi"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

struct Greeter {
  @Dependency(\.greeting) var greeting

  func greet(_ name: String) -> String {
    return "\(greeting), \(name)!"
  }
}

func greetLater(_ name: String) async -> String {
  // withEscapedDependencies keeps the overrides for continuation.yield
  let result = await withEscapedDependencies { continuation in
    // Task.detached starts empty: overrides lost
    return await Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
      // continuation.yield runs with the escaped values: overrides restored
      let result = continuation.yield { Greeter().greet(name) }
      await script.settle()
      return result
    }).value
  }
  await script.settle()
  return result
}

script.run {
  let french = await withDependencies { $0.greeting = "Bonjour" } operation: { await greetLater("Ada") }
  print(french)
  print(await greetLater("Grace"))
}
