// The runtime's hot paths as a user's app compiles them: this package depends on depplay by
// path, and this top-level program is built in release in Swift 6 mode (Swift6Client) and,
// through a symlink, in Swift 5 mode (Swift5Client). `./dev bench` builds and runs both.
//
//   Swift6Client [FILTER]          time every form whose name contains FILTER
//   Swift6Client --list            list the forms' names (the floors' first)
//   Swift6Client --run NAME COUNT  run one form (or floor) COUNT times, for instruction counts
//
// Each figure is the median of 9 rounds in nanoseconds per operation. In every round the
// bare task-local operation the form builds on (its floor: reading a bound task-local, or
// binding one) is timed just before the form, so a busy machine slows both alike: compare
// the ratio, not nanoseconds across runs.
import DependencyRuntime
import Dispatch

enum Raw {
  @TaskLocal static var value = 0
}

enum CountKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 3
}

extension DependencyValues {
  var count: Int {
    get { self[CountKey.self] }
    set { self[CountKey.self] = newValue }
  }
}

/// A feature model as apps declare one: its dependencies are stored `@Dependency` properties.
final class Model {
  @Dependency(\.count) var count
  @Dependency(CountKey.self) var countByKey
}

/// The task-local operation a form builds on.
enum Floor: String {
  case read = "TaskLocal read"
  case bind = "TaskLocal withValue"

  var body: () -> Int {
    switch self {
    case .read: { Raw.value }
    case .bind: { Raw.$value.withValue(1) { Raw.value } }
    }
  }
}

/// One measured operation: `body`, run inside `scope`, against `floor`.
struct Form {
  let name: String
  let floor: Floor
  var iterations = 2_000_000
  var scope: (() -> Void) -> Void = { $0() }
  let body: () -> Int
}

/// Keeps results alive so the optimiser cannot drop the measured work.
nonisolated(unsafe) var sink = 0  // NB: benchmark-only, written from the main thread only.

func time(_ iterations: Int, _ body: () -> Int) -> Double {
  var total = 0
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<iterations { total &+= body() }
  let end = DispatchTime.now().uptimeNanoseconds
  sink &+= total
  return Double(end - start) / Double(iterations)
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

func rounded(_ value: Double) -> String { "\((value * 10).rounded() / 10)" }

let model = Model()
let keys = (0..<100).map { DynamicDependencyKey(name: "k\($0)", live: $0) }
let overridden: (() -> Void) -> Void = { run in
  withDependencies {
    $0.count = 7
  } operation: {
    run()
  }
}
/// Nested scopes, one override each, `count` overridden in the outermost.
func nested(_ depth: Int, _ run: () -> Void) {
  guard depth > 0 else { return run() }
  withDependencies {
    $0[dynamic: keys[depth - 1]] = depth
  } operation: {
    nested(depth - 1, run)
  }
}

let forms = [
  Form(name: "withDependencies, one override", floor: .bind, iterations: 500_000) {
    withDependencies {
      $0.count = 7
    } operation: {
      1
    }
  },
  Form(name: "@Dependency(\\.count), not overridden", floor: .read) { model.count },
  Form(name: "@Dependency(CountKey.self), not overridden", floor: .read) { model.countByKey },
  Form(name: "@Dependency(\\.count), overridden", floor: .read, scope: overridden) {
    model.count
  },
  Form(name: "@Dependency(CountKey.self), overridden", floor: .read, scope: overridden) {
    model.countByKey
  },
  Form(
    name: "@Dependency(\\.count), overridden, 100 more in one scope", floor: .read,
    scope: { run in
      withDependencies {
        $0.count = 7
        for key in keys { $0[dynamic: key] = 0 }
      } operation: {
        run()
      }
    }
  ) { model.count },
  Form(
    name: "@Dependency(\\.count), overridden, 100 nested scopes", floor: .read,
    scope: { run in overridden { nested(100, run) } }
  ) { model.count },
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
  for name in [Floor.read.rawValue, Floor.bind.rawValue] + forms.map(\.name) { print(name) }
} else if arguments.first == "--run", arguments.count == 3, let count = Int(arguments[2]) {
  let floor = Floor(rawValue: arguments[1])
  guard
    let form = floor.map({ Form(name: $0.rawValue, floor: $0, body: $0.body) })
      ?? forms.first(where: { $0.name == arguments[1] })
  else { fatalError("no form named \(arguments[1])") }
  Raw.$value.withValue(1) { form.scope { sink &+= time(count, form.body) > 0 ? 1 : 0 } }
} else {
  let filter = arguments.first ?? ""
  print("form".padding(toLength: 56, withPad: " ", startingAt: 0), "ns/op   floor ns/op   ratio")
  for form in forms where filter.isEmpty || form.name.contains(filter) {
    var figures: [Double] = []
    var floors: [Double] = []
    for _ in 0..<9 {
      Raw.$value.withValue(1) { floors.append(time(form.iterations, form.floor.body)) }
      form.scope { figures.append(time(form.iterations, form.body)) }
    }
    let figure = median(figures)
    let floor = median(floors)
    print(
      form.name.padding(toLength: 56, withPad: " ", startingAt: 0),
      rounded(figure).padding(toLength: 7, withPad: " ", startingAt: 0),
      "\(rounded(floor)) (\(form.floor.rawValue))".padding(
        toLength: 34, withPad: " ", startingAt: 0),
      "\(rounded(figure / floor))×")
  }
}
