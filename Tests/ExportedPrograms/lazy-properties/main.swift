// lazy-properties.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("lazy-properties.dep")

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Report: @unchecked Sendable {
  let title: String
  lazy var header: String = {
    print("building the header of \(title)")
    return "== \(title.uppercased()) =="
  }()
  lazy var footer = "end of \(title)"

  init(title: String) {
    self.title = title
  }

  func summary() -> String {
    return "\(header) (\(footer))"
  }

  func sign(_ text: String) {
    footer = text
  }

  func preset() {
    header = "set first"
  }
}

script.run {
  let weekly = Report(title: "weekly")
  let daily = Report(title: "daily")
  print("reports made")
  print(daily.header)
  print(weekly.summary(), daily.header)
  await script.settle()
  daily.sign("signed")
  await script.settle()
  print(daily.footer)
  let skipped = Report(title: "skipped")
  skipped.preset()
  await script.settle()
  print(skipped.summary())
  await script.settle()
}
