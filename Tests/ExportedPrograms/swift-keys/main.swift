// swift-keys.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("swift-keys.dep")

enum ServerURLKey: DependencyKey {
  static let liveValue = "https://api.example.com"
  static let previewValue = "https://staging.example.com"
  static let testValue = "http://localhost:8080"
}

extension DependencyValues {
  var serverURL: String {
    get { self[ServerURLKey.self] }
    set { self[ServerURLKey.self] = newValue }
  }
}

enum RetryLimitKey: DependencyKey {
  static var liveValue: Int {
    print("computing the live retry limit")
    return 3
  }
  static var testValue: Int { 1 }
}

extension DependencyValues {
  var retryLimit: Int {
    get { self[RetryLimitKey.self] }
    set { self[RetryLimitKey.self] = newValue }
  }
}

extension Settings: DependencyKey {
  static let liveValue = Settings(volume: 5, isMuted: false)
}

extension DependencyValues {
  var settings: Settings {
    get { self[Settings.self] }
    set { self[Settings.self] = newValue }
  }
}

enum WeatherKey: TestDependencyKey {
  static let testValue = 21
}

extension DependencyValues {
  var weather: Int {
    get { self[WeatherKey.self] }
    set { self[WeatherKey.self] = newValue }
  }
}

struct Settings: Equatable {
  var volume: Int
  var isMuted: Bool
}

script.run {
  withDependencies { $0.context = .live } operation: {
    @Dependency(\.serverURL) var serverURL
    @Dependency(\.retryLimit) var retryLimit
    print(serverURL)
    print(retryLimit)
    print(retryLimit)
  }
  withDependencies { $0.context = .preview } operation: {
    @Dependency(\.serverURL) var serverURL
    @Dependency(\.retryLimit) var retryLimit
    print(serverURL)
    print(retryLimit)
  }
  withDependencies { $0.context = .test } operation: {
    @Dependency(\.serverURL) var serverURL
    @Dependency(\.retryLimit) var retryLimit
    print(serverURL, retryLimit)
  }
  withDependencies { $0 = DependencyValues() } operation: {
    @Dependency(\.retryLimit) var retryLimit
    print(retryLimit)
  }
  withDependencies { $0.settings.volume = 11 } operation: {
    @Dependency(\.settings) var settings
    print(settings.volume, settings.isMuted)
  }
  withDependencies { $0.context = .live } operation: {
    @Dependency(\.weather) var weather
    print(weather)
  }
}
