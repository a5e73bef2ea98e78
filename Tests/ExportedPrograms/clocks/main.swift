// clocks.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("clocks.dep")

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

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Loader: @unchecked Sendable {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.full) var full

  func load() async throws {
    try await script.sleeping(on: clock) { try await clock.sleep(for: .milliseconds(500)) }
    await script.settle()
    print("loaded", full)
  }
}

script.run(in: .test) {
  let clock = TestClock()
  let loader = withDependencies {
    $0.continuousClock = clock
    $0.full = 8
  } operation: { Loader() }
  // Task {} copies task-locals: overrides inherited
  Task(executorPreference: script.executor, operation: script.unit(.task) { try await loader.load() })
  print("loading")
  await script.advancing { await clock.run() }
  print(clock.now)
  let immediate = ImmediateClock()
  let second = await withDependencies { $0.continuousClock = immediate } operation: {
    // Task {} copies task-locals: overrides inherited
    return Task(executorPreference: script.executor, operation: script.unit(.task) { try await Loader().load() })
  }
  try await second.value
  print(immediate.now)
  let later = immediate.now.advanced(by: .seconds(2))
  print(immediate.now.duration(to: later), immediate.now < later, later.offset)
  let quick = withDependencies { $0.continuousClock = .immediate } operation: { Loader() }
  try await quick.load()
  @Dependency(\.continuousClock) var continuousClock
  print(continuousClock)
  try await script.sleeping(on: continuousClock) { try await continuousClock.sleep(for: .milliseconds(1)) }
  script.expect(issues: 2, kind: .unimplementedBuiltIn, key: "continuousClock", at: 44, 1)
}
