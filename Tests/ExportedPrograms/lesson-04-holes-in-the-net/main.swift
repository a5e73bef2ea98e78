// 04-holes-in-the-net.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
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

let script = Script("04-holes-in-the-net.md")

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

enum ServiceKey: DependencyKey {
  static let liveValue = API(baseURL: "https://prod", timeout: 30)
}

extension DependencyValues {
  var service: API {
    get { self[ServiceKey.self] }
    set { self[ServiceKey.self] = newValue }
  }
}

struct API: Equatable, Sendable {
  var baseURL: String
  var timeout: Int
}

script.run(in: .test) {
  withDependencies { $0.service.baseURL = "https://staging" } operation: {
    @Dependency(\.service) var service
    print(service.baseURL, service.timeout)
  }
  script.expect(output: "https://staging 30", at: 8, 1)
  script.expect(issues: 0, at: 9, 1)
  @Dependency(\.service) var service
  print(service.baseURL)
  script.expect(issues: 0, at: 11, 1)
  withDependencies { $0.liveOnly = 10 } operation: {
    @Dependency(\.liveOnly) var liveOnly
    script.expect(liveOnly, ==, 10, "liveOnly == 10", showing: ("liveOnly", nil), at: 12, 52)
  }
  script.expect(issues: 0, at: 13, 1)
  await script.restart(build: .release) {  // like a release build of the library
    await script.restart(in: .test) {  // like restarting the process
      @Dependency(\.liveOnly) var liveOnly
      print(liveOnly)
      script.expect(output: "10", at: 17, 1)
      script.expect(issues: 0, at: 18, 1)
      await script.restart(build: .debug) {  // like a debug build of the library
        await script.restart(in: .test) {  // like restarting the process
          @Dependency(\.liveOnly) var liveOnly
          print(liveOnly)
          script.expect(issues: 1, kind: .noTestImplementation, key: "liveOnly", at: 22, 1)
          @Dependency(\.date) var date
          let today = date.now
          script.expect(issues: 1, kind: .noTestImplementation, key: "date", at: 24, 1)
          let later = date.now
          script.expect(issues: 0, key: "date", at: 26, 1)
          @Dependency(\.uuid) var uuid
          let id = uuid()
          script.expect(id, !=, UUID(0), "id != UUID(0)", showing: ("id", "UUID(0)"), at: 28, 1)
          script.expect(issues: 1, kind: .noTestImplementation, key: "uuid", at: 29, 1)
          withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: {
            @Dependency(\.date) var date
            print(date.now)
          }
          script.expect(output: "1970-01-01 00:00:00 +0000", at: 33, 1)
        }
      }
    }
  }
}
