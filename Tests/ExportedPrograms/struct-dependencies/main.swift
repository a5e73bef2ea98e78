// struct-dependencies.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("struct-dependencies.dep")

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

struct Greeter {
  @Dependency(\.full) var full
  @Dependency(\.context) var context
  @Dependency(\.uuid) var uuid
  var name = "greeter"

  var summary: String {
    return "\(name) \(full)"
  }

  func show(_ label: String) {
    print(label, full, context)
  }

  func nextID() -> String {
    return uuid().uuidString
  }
}

struct Loader {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.full) var full

  func load(_ label: String) async throws -> String {
    try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
    await script.settle()
    return "\(label) \(full)"
  }

  func twice() async throws {
    try print(await load("first"))
    await script.settle()
    try print(await load("second"))
    await script.settle()
  }
}

script.run(in: .test) {
  let outside = Greeter()
  outside.show("made outside")
  withDependencies { $0.full = 200 } operation: { outside.show("made outside, read in 200") }
  let inside = withDependencies { $0.full = 100 } operation: { Greeter() }
  inside.show("made in 100")
  withDependencies { $0.full = 200 } operation: { inside.show("made in 100, read in 200") }
  withDependencies { $0.context = .live } operation: { inside.show("made in 100, read live") }
  var copy = inside
  copy.show("a copy")
  copy = withDependencies { $0.full = 300 } operation: { Greeter(name: "other") }
  print(copy.summary, inside.summary)
  print(inside.full + copy.full)
  let generating = withDependencies { $0.uuid = .incrementing } operation: { Greeter() }
  print(generating.nextID())
  print(generating.nextID())
  let detached = await withDependencies { $0.full = 500 } operation: {
    let made = Greeter()
    // Task.detached starts empty: overrides lost
    return Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
      made.show("made in 500, read detached")
      await script.settle()
    })
  }
  await detached.value
  let loader = withDependencies {
    $0.continuousClock = ImmediateClock()
    $0.full = 42
  } operation: { Loader() }
  try print(await loader.load("loaded"))
  try await loader.twice()
}
