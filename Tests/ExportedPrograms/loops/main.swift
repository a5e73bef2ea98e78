// loops.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
//
// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and
// `script.hosted` hand each call to the main actor as depplay does, `script.effect`
// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is
// its `await send(…)`. With The Composable Architecture, call the store directly and
// return the effect itself.
import ComposableRuntime
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("loops.dep")

func firstSquare(over limit: Int) -> Int {
  var root = 1
  while true {
    if (root * root) > limit {
      return root * root
    }
    root += 1
  }
}

@Reducer
struct Countdown {
  @ObservableState
  struct State: Equatable {
    var ticks: [Int] = []
  }

  enum Action: Equatable {
    case start
    case tick(Int)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return script.effect(
          .run(
            operation: { send in
              var remaining = 3
              repeat {
                try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
                await script.settle()
                await script.send(.tick(remaining), with: send)
                await script.settle()
                remaining -= 1
              } while remaining > 0
              await script.settle()
            },
            fileID: "loops.dep", line: 114))
      case .tick(let value):
        state.ticks.append(value)
        return .none
      }
    }
  }
}

script.run {
  var countdown = 3
  while countdown > 0 {
    print("countdown", countdown)
    countdown -= 1
  }
  var attempts = 0
  repeat {
    attempts += 1
  } while attempts < 0
  print("attempts", attempts)
  var n = 0
  while true {
    n += 1
    if (n % 2) == 0 {
      continue
    }
    if n > 5 {
      break
    }
    print("odd", n)
  }
  var cursor: Int? = 1
  while let value = cursor, value < 10 {
    print("cursor", value)
    cursor = (value < 3) ? (value + 1) : nil
  }
  outer: for row in 0..<3 {
    for column in 0..<3 {
      if column > row {
        continue outer
      }
      if row == 2 {
        break outer
      }
      print("cell", row, column)
    }
  }
  for value in 0..<5 {
    switch value {
    case 1:
      break
    case 3:
      continue
    default:
      print("switch", value)
    }
    print("after", value)
  }
  var remaining = 2
  repeat {
    defer {
      print("pass ends")
    }
    remaining -= 1
    if remaining == 0 {
      break
    }
    print("remaining", remaining)
  } while true
  let readings = [4, 0, 7, -1, 9]
  for reading in readings {
    guard reading != 0 else {
      continue
    }
    guard reading >= 0 else {
      break
    }
    print("reading", reading)
  }
  print(firstSquare(over: 10))
  let testClock = TestClock()
  // Task {} copies task-locals: overrides inherited
  let ticker = Task(executorPreference: script.executor, operation: script.unit(.task) {
    var ticks = 0
    while ticks < 5 {
      try await script.sleeping(on: testClock) { try await testClock.sleep(for: .seconds(1)) }
      await script.settle()
      ticks += 1
      if ticks == 3 {
        break
      }
    }
    return ticks
  })
  await script.advancing { await testClock.advance(by: .seconds(10)) }
  try print("ticks", await ticker.value)
  let store = script.store { Store(initialState: Countdown.State()) { Countdown() } withDependencies: { $0.continuousClock = ImmediateClock() } }
  await script.sending { store.send(.start) }.finish()
  print(script.onMainActor { store.state.ticks })
}
