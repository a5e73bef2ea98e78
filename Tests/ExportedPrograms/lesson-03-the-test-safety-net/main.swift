// 03-the-test-safety-net.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("03-the-test-safety-net.md")

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
  static let liveValue = API(baseURL: "https://prod")
  static var testValue: API {
    unimplemented("api", placeholder: API(baseURL: ""))
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
}

script.run(in: .test) {
  @Dependency(\.api) var api
  print(api.baseURL)
  script.expect(output: "", at: 7, 1)
  script.expect(issues: 1, kind: .unimplemented, key: "api", at: 8, 1)
  print(api.baseURL)
  script.expect(issues: 0, key: "api", at: 10, 1)
  @Dependency(\.liveOnly) var liveOnly
  print(liveOnly)
  print(liveOnly)
  print(liveOnly)
  script.expect(issues: 1, kind: .noTestImplementation, key: "liveOnly", at: 14, 1)
  @Sendable func firstTest() async {
    @Dependency(\.liveOnly) var liveOnly
    let a = liveOnly
    script.expect(issues: 1, kind: .noTestImplementation, key: "liveOnly", at: 17, 3)
  }
  @Sendable func secondTest() async {
    @Dependency(\.liveOnly) var liveOnly
    let a = liveOnly
    script.expect(issues: 1, kind: .noTestImplementation, key: "liveOnly", at: 21, 3)
  }
  @Sendable func loadsFeed() async {
    @Dependency(\.api) var api
    script.expect(api.baseURL, ==, "https://mock", "api.baseURL == \"https://mock\"", showing: ("api.baseURL", nil), at: 24, 3)
    script.expect(issues: 0, at: 25, 3)
  }
  withDependencies { $0.api = API(baseURL: "https://mock") } operation: {
    @Dependency(\.api) var api
    print(api.baseURL)
  }
  script.expect(output: "https://mock", at: 30, 1)
  await script.test("firstTest") {
    await firstTest()
  }
  await script.test("secondTest") {
    await secondTest()
  }
  await script.test("loadsFeed") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.api = API(baseURL: "https://mock")
    } operation: {
      await loadsFeed()
    }
  }
}
