// keys.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("keys.dep")

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

enum LiveOnlyKey: DependencyKey {
  static let liveValue = 10
}

extension DependencyValues {
  var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}

enum TestOnlyKey: TestDependencyKey {
  static let testValue = 42
}

extension DependencyValues {
  var testOnly: Int {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
}

enum ApiKey: DependencyKey {
  static let liveValue = API(baseURL: "https://prod", timeout: 30)
  static var testValue: API {
    unimplemented("api", placeholder: API(baseURL: "", timeout: 0))
  }
}

extension DependencyValues {
  var api: API {
    get { self[ApiKey.self] }
    set { self[ApiKey.self] = newValue }
  }
}

struct API: Equatable, Sendable {
  var baseURL: String
  var timeout: Int
}

script.run {
  @Dependency(\.full) var full
  @Dependency(\.liveOnly) var liveOnly
  @Dependency(\.testOnly) var testOnly
  print(full, liveOnly, testOnly)
  @Dependency(\.api) var api
  print(api.baseURL)
}
