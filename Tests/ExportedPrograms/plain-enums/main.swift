// plain-enums.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("plain-enums.dep")

enum LoadState: Equatable {
  case idle
  case loading(progress: Int)
  case loaded(String)
  case failed(message: String, retries: Int)
}

enum Color: String, CaseIterable, Sendable {
  case red
  case green = "g"
  case blue
}

enum Level: Int, Hashable {
  case low = 1
  case mid
  case high = 10
  case max
}

enum Direction {
  case up
  case down
}

struct Download: Equatable {
  var name: String
  var state: LoadState
}

script.run {
  print(LoadState.idle)
  print(LoadState.loading(progress: 3))
  await script.settle()
  print(LoadState.loaded("facts"))
  await script.settle()
  print("\(LoadState.failed(message: "timeout", retries: 2))")
  await script.settle()
  print(Download(name: "a", state: .loaded("x")))
  print(Color.green, Color.green.rawValue, Color.red.rawValue)
  print(Level.low.rawValue, Level.mid.rawValue, Level.max.rawValue)
  print(Color.allCases.count)
  for color in Color.allCases {
    print(color)
  }
  if let level = Level(rawValue: 10) {
    print(level)
  }
  print(Level(rawValue: 3) == nil)
  print(Color(rawValue: "g") == .green)
  print(LoadState.loaded("a") == .loaded("a"), LoadState.loaded("a") == .loaded("b"))
  await script.settle()
  print(Direction.up == .up, Direction.up != .down)
  var download = Download(name: "b", state: .idle)
  download.state = .loading(progress: 40)
  print(download.state)
  let waiting: [LoadState] = [.idle, .loading(progress: 10)]
  let done: [LoadState] = [.loaded("facts"), .failed(message: "timeout", retries: 2)]
  for state in waiting + done {
    switch state {
    case .idle:
      print("idle")
    case .loading(let progress):
      print("loading \(progress)%")
    case .loaded(let text):
      print("loaded \(text)")
    case .failed(let message, _):
      print("failed: \(message)")
    }
  }
  for direction in [Direction.up, .down] {
    switch direction {
    case .up:
      print("going up")
    case .down:
      print("going down")
    }
  }
}
