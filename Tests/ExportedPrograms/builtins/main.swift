// builtins.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("builtins.dep")

script.run(in: .test) {
  withDependencies {
    $0.uuid = .incrementing
    $0.date.now = Date(timeIntervalSince1970: 0)
    $0.timeZone = TimeZone(secondsFromGMT: 3600)!
    $0.locale = Locale(identifier: "en_US")
    $0.calendar = Calendar(identifier: .gregorian)
  } operation: {
    @Dependency(\.uuid) var uuid
    print(uuid(), uuid())
    @Dependency(\.date) var date
    print(date.now, date())
    @Dependency(\.timeZone) var timeZone
    @Dependency(\.locale) var locale
    @Dependency(\.calendar) var calendar
    print(timeZone.identifier, locale, calendar)
    script.expect(uuid(), ==, UUID(2), "uuid() == UUID(2)", showing: ("uuid()", "UUID(2)"), at: 13, 3)
    script.expect(date.now, ==, Date(timeIntervalSince1970: 0), "date.now == Date(timeIntervalSince1970: 0)", showing: ("date.now", "Date(timeIntervalSince1970: 0)"), at: 14, 3)
  }
  withDependencies {
    $0.uuid = .constant(UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!)
    $0.date = .constant(Date(timeIntervalSince1970: 86400))
  } operation: {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date
    print(uuid(), date.now)
  }
  @Dependency(\.uuid) var uuid
  let live = uuid()
  let again = uuid()
  @Dependency(\.date) var date
  let now = date.now
  let later = date()
  script.expect(issues: 1, kind: .noTestImplementation, key: "uuid", at: 35, 1)
  script.expect(issues: 0, key: "date", at: 36, 1)
}
