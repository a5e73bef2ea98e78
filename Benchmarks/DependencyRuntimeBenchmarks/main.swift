// Measures the runtime's hot paths against the raw task-local floor, in one run.
//
//   swift run -c release DependencyRuntimeBenchmarks
//
// Every figure is the median of several rounds, in nanoseconds per operation.
import DependencyRuntime
import Dispatch

enum Floor {
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

/// Keeps results alive so the optimiser cannot drop the measured work.
nonisolated(unsafe) var sink = 0  // NB: benchmark-only sink, written from one task.

func measure(_ iterations: Int, rounds: Int = 7, _ body: () -> Int) -> Double {
  var samples: [Double] = []
  for _ in 0..<rounds {
    var total = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { total &+= body() }
    let end = DispatchTime.now().uptimeNanoseconds
    sink &+= total
    samples.append(Double(end - start) / Double(iterations))
  }
  return samples.sorted()[rounds / 2]
}

func format(_ nanoseconds: Double) -> String {
  let rounded = (nanoseconds * 10).rounded() / 10
  return "\(rounded) ns"
}

func row(_ name: String, _ value: Double, floor: Double, floorName: String) {
  let padded = name.padding(toLength: 46, withPad: " ", startingAt: 0)
  print("\(padded) \(format(value))   (\(floorName): \(format(floor)))")
}

/// `--quick` runs few iterations, for profiling under valgrind.
let scale = CommandLine.arguments.contains("--quick") ? 100 : 1

func run() async {
  let reads = 2_000_000 / scale
  let scopes = 1_000_000 / scale
  let readFloor = measure(reads) { Floor.value }
  let bindFloor = measure(scopes) { Floor.$value.withValue(1) { Floor.value } }

  let root = DependencyValues(rootContext: .live)
  DependencyValues.$_current.withValue(root) {
    @Dependency(\.count) var count
    _ = count
    row("@Dependency read, default", measure(reads) { count }, floor: readFloor,
        floorName: "TaskLocal read")
    row("DependencyValues._current[Key.self], default",
        measure(reads) { DependencyValues._current[CountKey.self] }, floor: readFloor,
        floorName: "TaskLocal read")
    row("DependencyValues._current.count, default",
        measure(reads) { DependencyValues._current.count }, floor: readFloor,
        floorName: "TaskLocal read")
    let kp: KeyPath<DependencyValues, Int> & Sendable = \.count
    row("DependencyValues._current[keyPath:], default",
        measure(reads) { DependencyValues._current[keyPath: kp] }, floor: readFloor,
        floorName: "TaskLocal read")

    withDependencies { $0.count = 7 } operation: {
      row("@Dependency read, overridden in scope", measure(reads) { count }, floor: readFloor,
          floorName: "TaskLocal read")
    }

    let captured = withDependencies { $0.count = 7 } operation: { Dependency(\.count) }
    row("@Dependency read, captured override", measure(reads) { captured.wrappedValue },
        floor: readFloor, floorName: "TaskLocal read")

    row("withDependencies, one override", measure(scopes) {
      withDependencies { $0.count = 7 } operation: { 1 }
    }, floor: bindFloor, floorName: "TaskLocal withValue")

    let keys = (0..<100).map { DynamicDependencyKey(name: "k\($0)", live: $0) }
    for overrides in [1, 10, 100] {
      withDependencies {
        for key in keys.prefix(overrides) { $0[dynamic: key] = 0 }
      } operation: {
        row("@Dependency read, \(overrides) keys overridden", measure(reads) { count },
            floor: readFloor, floorName: "TaskLocal read")
      }
    }
  }
}

await Task.detached { await run() }.value
