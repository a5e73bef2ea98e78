// date-formatter.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("date-formatter.dep")

struct ShiftLog {
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.locale) var locale

  func entry(_ date: Date, _ note: String) -> String {
    let stamp = DateFormatter()
    stamp.dateFormat = "yyyy-MM-dd HH:mm"
    stamp.timeZone = timeZone
    stamp.locale = locale
    return (stamp.string(from: date) + " ") + note
  }
}

script.run {
  let moment = Date(timeIntervalSince1970: 86400 * 365)
  withDependencies {
    $0.locale = Locale(identifier: "en_US_POSIX")
    $0.timeZone = TimeZone(secondsFromGMT: 3600)!
  } operation: {
    let log = ShiftLog()
    print(log.entry(moment, "opened"))
    print(log.timeZone.secondsFromGMT())
  }
  await script.settle()
  let formatter = DateFormatter()
  let same = formatter
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")!
  same.dateFormat = "EEEE d MMMM yyyy, HH:mm:ss"
  print(formatter.string(from: moment))
  print(formatter.timeZone.identifier, same.locale.identifier)
}
