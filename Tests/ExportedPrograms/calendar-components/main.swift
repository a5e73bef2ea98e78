// calendar-components.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("calendar-components.dep")

struct Agenda {
  @Dependency(\.calendar) var calendar
  @Dependency(\.date.now) var now

  func summary() -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    return "\(parts.year!)-\(parts.month!)-\(parts.day!)"
  }

  func weekday() -> Int {
    calendar.component(.weekday, from: now)
  }
}

script.run {
  var gregorian = Calendar(identifier: .gregorian)
  gregorian.timeZone = TimeZone(identifier: "UTC")!
  gregorian.locale = Locale(identifier: "en_US_POSIX")
  let moment = Date(timeIntervalSince1970: 1000000000)
  let parts = gregorian.dateComponents([.year, .month, .day, .hour], from: moment)
  print(parts.year!, parts.month!, parts.day!, parts.hour!)
  print(parts.minute == nil)
  gregorian.timeZone = TimeZone(secondsFromGMT: 36000)!
  let later = gregorian.dateComponents([.day, .hour, .weekday], from: moment)
  print(later.day!, later.hour!, later.weekday!)
  print(gregorian.timeZone.identifier)
  print(gregorian.component(.hour, from: moment))
  print(gregorian.isDateInWeekend(moment))
  let inTwoDays = gregorian.date(byAdding: .day, value: 2, to: moment)!
  print(inTwoDays.timeIntervalSince1970)
  print(gregorian.date(byAdding: .hour, value: -12, to: moment)!.timeIntervalSince1970)
  print(gregorian.startOfDay(for: moment).timeIntervalSince1970)
  print(gregorian.isDate(moment, inSameDayAs: moment.addingTimeInterval(43200)))
  print(gregorian.isDate(moment, inSameDayAs: inTwoDays))
  let summary = withDependencies {
    $0.calendar = gregorian
    $0.date.now = moment
  } operation: { (Agenda().summary(), Agenda().weekday()) }
  await script.settle()
  print(summary.0, summary.1)
}
