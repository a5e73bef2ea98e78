// type-keys.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("type-keys.dep")

enum RetryLimitKey: DependencyKey {
  static let liveValue = 3
}

extension DependencyValues {
  var retryLimit: Int {
    get { self[RetryLimitKey.self] }
    set { self[RetryLimitKey.self] = newValue }
  }
}

extension Settings: DependencyKey {
  static var liveValue: Settings {
    print("computing the live settings")
    return Settings(volume: 5, isMuted: false)
  }
  static let testValue = Settings(volume: 0, isMuted: true)
}

struct Settings: Equatable {
  var volume: Int
  var isMuted: Bool
}

struct Player {
  @Dependency(Settings.self) var settings

  var status: String {
    return settings.isMuted ? "muted" : "volume \(settings.volume)"
  }
}

script.run {
  print(Player().status)
  print(Player().status)
  let loud = withDependencies { $0[Settings.self].volume = 11 } operation: { Player() }
  print(loud.status)
  print(Player().status)
  withDependencies { $0.context = .test } operation: { print(Player().status) }
  withDependencies { $0.retryLimit = 7 } operation: {
    @Dependency(\.retryLimit) var limit
    @Dependency(\.retryLimit) var retryLimit
    print(limit, retryLimit)
  }
}
