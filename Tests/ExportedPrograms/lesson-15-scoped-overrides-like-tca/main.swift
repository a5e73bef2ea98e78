// 15-scoped-overrides-like-tca.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Dispatch

let script = Script("15-scoped-overrides-like-tca.md")

enum ApiKey: DependencyKey {
  static let liveValue = API(baseURL: "https://prod")
  static let testValue = API(baseURL: "https://mock")
}

extension DependencyValues {
  var api: API {
    get { self[ApiKey.self] }
    set { self[ApiKey.self] = newValue }
  }
}

enum PageSizeKey: DependencyKey {
  static let liveValue = 20
  static let testValue = 5
}

extension DependencyValues {
  var pageSize: Int {
    get { self[PageSizeKey.self] }
    set { self[PageSizeKey.self] = newValue }
  }
}

struct API: Equatable, Sendable {
  var baseURL: String
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Row: @unchecked Sendable {
  @Dependency(\.api) var api
  @Dependency(\.pageSize) var pageSize
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Settings: @unchecked Sendable {
  @Dependency(\.api) var api

  func load() {
    print("settings loads from \(api.baseURL)")
  }

  func refresh() -> @Sendable () -> Void {
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      return {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield { print("refresh from \(self.api.baseURL)") }
      }
    }
  }

  func makeRow() -> Row {
    return withDependencies(from: self) { $0.pageSize = 1 } operation: { Row() }
  }
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Feed: @unchecked Sendable {
  @Dependency(\.api) var api
  @Dependency(\.pageSize) var pageSize
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class App: @unchecked Sendable {
  @Dependency(\.api) var api

  func makeSettings() -> Settings {
    return withDependencies(from: self) { $0.api.baseURL = "https://staging" } operation: { Settings() }
  }

  func makeFeed() -> Feed {
    return withDependencies(from: self) { $0.pageSize = 10 } operation: { Feed() }
  }
}

script.run(in: .test) {
  let app = App()
  let settings = app.makeSettings()
  await script.settle()
  let feed = app.makeFeed()
  await script.settle()
  script.expect(settings.api.baseURL, ==, "https://staging", "settings.api.baseURL == \"https://staging\"", showing: ("settings.api.baseURL", nil), at: 36, 1)
  script.expect(feed.api.baseURL, ==, "https://mock", "feed.api.baseURL == \"https://mock\"", showing: ("feed.api.baseURL", nil), at: 37, 1)
  script.expect(feed.pageSize, ==, 10, "feed.pageSize == 10", showing: ("feed.pageSize", nil), at: 38, 1)
  let row = settings.makeRow()
  await script.settle()
  print(row.api.baseURL)
  script.expect(row.pageSize, ==, 1, "row.pageSize == 1", showing: ("row.pageSize", nil), at: 41, 1)
  let plain = Settings()
  plain.load()
  await script.settle()
  script.expect(output: "settings loads from https://mock", at: 44, 1)
  withDependencies { $0.api.baseURL = "https://staging" } operation: { plain.load() }
  await script.settle()
  script.expect(output: "settings loads from https://staging", at: 46, 1)
  let effect = withDependencies { $0.api.baseURL = "https://staging" } operation: { plain.refresh() }
  await script.settle()
  // a DispatchQueue.global() block runs on another thread: overrides lost
  DispatchQueue.global().async(execute: script.unit(.globalQueue) { effect() })
  await script.settle()
  script.expect(output: "refresh from https://staging", at: 49, 1)
  let special = withDependencies(from: settings) { $0.api.baseURL = "https://rows" } operation: { Row() }
  script.expect(special.api.baseURL, ==, "https://rows", "special.api.baseURL == \"https://rows\"", showing: ("special.api.baseURL", nil), at: 51, 1)
  script.expect(settings.api.baseURL, ==, "https://staging", "settings.api.baseURL == \"https://staging\"", showing: ("settings.api.baseURL", nil), at: 52, 1)
}
