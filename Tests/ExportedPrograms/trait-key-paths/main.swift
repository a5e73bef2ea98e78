// trait-key-paths.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("trait-key-paths.dep")

enum SettingsKey: DependencyKey {
  static let liveValue = Settings(name: "live", limit: 1)
  static let testValue = Settings(name: "test", limit: 0)
}

extension DependencyValues {
  var settings: Settings {
    get { self[SettingsKey.self] }
    set { self[SettingsKey.self] = newValue }
  }
}

struct Settings {
  var name: String
  var limit: Int
}

struct Stamp {
  @Dependency(\.date.now) var now
  @Dependency(\.settings) var settings

  var text: String {
    return "\(settings.name) \(settings.limit) at \(now.timeIntervalSince1970)"
  }
}

script.run {
  @Sendable func traitsSetAPropertyOfAKey() async {
    print(Stamp().text)
  }
  @Sendable func theClosureSetsThemToo() async {
    print(Stamp().text)
  }
  @Sendable func anImmediateClockByTrait() async throws {
    @Dependency(\.continuousClock) var clock
    try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(5)) }
    await script.settle()
    print("slept")
  }
  await script.test("traitsSetAPropertyOfAKey") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.date.now = Date(timeIntervalSince1970: 10)
      $0.settings.limit = 5
    } operation: {
      await traitsSetAPropertyOfAKey()
    }
  }
  await script.test("theClosureSetsThemToo") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.date.now = Date(timeIntervalSince1970: 20)
      $0.settings.name = "closure"
    } operation: {
      await theClosureSetsThemToo()
    }
  }
  await script.test("anImmediateClockByTrait") {
    try await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.continuousClock = .immediate
    } operation: {
      try await anImmediateClockByTrait()
    }
  }
}
