// 01-why-control-dependencies.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
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

let script = Script("01-why-control-dependencies.md")

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

struct API: Equatable, Sendable {
  var baseURL: String
}

script.run(in: .live) {
  @Dependency(\.uuid) var uuid
  let first = uuid()
  let second = uuid()
  script.expect(first, !=, second, "first != second", showing: ("first", "second"), at: 4, 1)
  @Dependency(\.api) var api
  print(api.baseURL)
  script.expect(output: "https://prod", at: 7, 1)
  withDependencies {
    $0.uuid = .incrementing
    $0.date.now = Date(timeIntervalSince1970: 0)
  } operation: {
    @Dependency(\.uuid) var uuid
    script.expect(uuid(), ==, UUID(0), "uuid() == UUID(0)", showing: ("uuid()", "UUID(0)"), at: 12, 3)
    script.expect(uuid(), ==, UUID(1), "uuid() == UUID(1)", showing: ("uuid()", "UUID(1)"), at: 13, 3)
    @Dependency(\.date) var date
    script.expect(date.now, ==, Date(timeIntervalSince1970: 0), "date.now == Date(timeIntervalSince1970: 0)", showing: ("date.now", "Date(timeIntervalSince1970: 0)"), at: 14, 3)
  }
  @Dependency(\.date) var date
  print(date.now == Date(timeIntervalSince1970: 0))
  withDependencies { $0.api.baseURL = "https://staging" } operation: {
    @Dependency(\.api) var api
    print(api.baseURL)
  }
  script.expect(output: "https://staging", at: 20, 1)
}
