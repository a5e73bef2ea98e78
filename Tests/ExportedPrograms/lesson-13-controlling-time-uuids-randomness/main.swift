// 13-controlling-time-uuids-randomness.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("13-controlling-time-uuids-randomness.md")

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

script.run(in: .test) {
  let t = await withDependencies { $0.continuousClock = ImmediateClock() } operation: {
    // Task {} copies task-locals: overrides inherited
    return Task(executorPreference: script.executor, operation: script.unit(.task) {
      @Dependency(\.continuousClock) var continuousClock
      try await script.sleeping(on: continuousClock) { try await continuousClock.sleep(for: .seconds(3600)) }
      return "an hour later"
    })
  }
  try script.expect(await t.value, ==, "an hour later", "await t.value == \"an hour later\"", showing: ("await t.value", nil), at: 9, 1)
  let clock = TestClock()
  await withDependencies { $0.continuousClock = clock } operation: {
    // Task {} copies task-locals: overrides inherited
    Task(executorPreference: script.executor, operation: script.unit(.task) {
      @Dependency(\.continuousClock) var continuousClock
      try await script.sleeping(on: continuousClock) { try await continuousClock.sleep(for: .seconds(5)) }
      print("timer fired")
    })
  }
  print("started")
  await script.advancing { await clock.advance(by: .seconds(4)) }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  script.expect(output: "timer fired", at: 20, 1)
  withDependencies { $0.uuid = .incrementing } operation: {
    @Dependency(\.uuid) var uuid
    script.expect(uuid(), ==, UUID(0), "uuid() == UUID(0)", showing: ("uuid()", "UUID(0)"), at: 22, 3)
    script.expect(uuid(), ==, UUID(1), "uuid() == UUID(1)", showing: ("uuid()", "UUID(1)"), at: 23, 3)
  }
  withDependencies { $0.uuid = .incrementing } operation: {
    @Dependency(\.uuid) var uuid
    script.expect(uuid(), ==, UUID(0), "uuid() == UUID(0)", showing: ("uuid()", "UUID(0)"), at: 26, 3)
  }
  withDependencies { $0.uuid = .constant(UUID(7)) } operation: {
    @Dependency(\.uuid) var uuid
    script.expect(uuid(), ==, UUID(7), "uuid() == UUID(7)", showing: ("uuid()", "UUID(7)"), at: 29, 3)
    script.expect(uuid(), ==, UUID(7), "uuid() == UUID(7)", showing: ("uuid()", "UUID(7)"), at: 30, 3)
    print(uuid())
  }
  script.expect(output: "00000000-0000-0000-0000-000000000007", at: 33, 1)
  withDependencies { $0.date.now = Date(timeIntervalSince1970: 1234567890) } operation: {
    @Dependency(\.date) var date
    print(date.now)
  }
  script.expect(output: "2009-02-13 23:31:30 +0000", at: 37, 1)
  let a = withDependencies {
    $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 0))
  } operation: {
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    return withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  }
  let b = withDependencies {
    $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 0))
  } operation: {
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    return withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  }
  script.expect(a, ==, b, "a == b", showing: ("a", "b"), at: 44, 1)
  let id = withDependencies { $0.uuid = .incrementing } operation: {
    @Dependency(\.uuid) var uuid
    return uuid()
  }
  script.expect(id, ==, UUID(0), "id == UUID(0)", showing: ("id", "UUID(0)"), at: 46, 1)
}
