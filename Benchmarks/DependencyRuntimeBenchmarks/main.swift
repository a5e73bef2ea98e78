// Measures the runtime's hot paths against the raw task-local floor, in one run.
//
//   swift run -c release DependencyRuntimeBenchmarks [FILTER]
//
// Each figure is the median of 7 rounds, in nanoseconds per operation, printed beside the
// cost of the bare task-local operation it builds on, measured in the same run (this
// machine is noisy; compare the two, not runs on different days). FILTER keeps the rows
// whose name contains it.
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

let filter = CommandLine.arguments.dropFirst().first ?? ""
let reads = 2_000_000
let scopes = 1_000_000

func row(_ name: String, floor: String, _ floorCost: Double, _ cost: () -> Double) {
  guard filter.isEmpty || name.contains(filter) else { return }
  let figure = (cost() * 10).rounded() / 10
  let padded = name.padding(toLength: 48, withPad: " ", startingAt: 0)
  print("\(padded) \(figure) ns   (\(floor): \((floorCost * 10).rounded() / 10) ns)")
}

func run() {
  let readFloor = measure(reads) { Floor.value }
  let bindFloor = measure(scopes) { Floor.$value.withValue(1) { Floor.value } }
  let read = "TaskLocal read"
  let bind = "TaskLocal withValue"

  @Dependency(\.count) var count
  row("@Dependency read, default", floor: read, readFloor) { measure(reads) { count } }
  row("DependencyValues._current.count, default", floor: read, readFloor) {
    measure(reads) { DependencyValues._current.count }
  }
  withDependencies {
    $0.count = 7
  } operation: {
    row("@Dependency read, overridden in scope", floor: read, readFloor) {
      measure(reads) { count }
    }
  }
  let captured = withDependencies {
    $0.count = 7
  } operation: {
    Dependency(\.count)
  }
  row("@Dependency read, override captured at init", floor: read, readFloor) {
    measure(reads) { captured.wrappedValue }
  }
  row("withDependencies, one override", floor: bind, bindFloor) {
    measure(scopes) {
      withDependencies {
        $0.count = 7
      } operation: {
        1
      }
    }
  }
  let keys = (0..<100).map { DynamicDependencyKey(name: "k\($0)", live: $0) }
  for overridden in [1, 10, 100] {
    withDependencies {
      for key in keys.prefix(overridden) { $0[dynamic: key] = 0 }
      $0.count = 7
    } operation: {
      row("@Dependency read, \(overridden + 1) keys overridden", floor: read, readFloor) {
        measure(reads) { count }
      }
    }
  }
}

await Task.detached {
  DependencyValues.$_current.withValue(DependencyValues(rootContext: .live), operation: run)
}.value
