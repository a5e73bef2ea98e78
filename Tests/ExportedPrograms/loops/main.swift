// loops.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
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
  print(firstSquare(over: 10))
  await script.settle()
  let clock = TestClock()
  // Task {} copies task-locals: overrides inherited
  let ticker = Task(executorPreference: script.executor, operation: script.unit(.task) {
    var ticks = 0
    while ticks < 5 {
      try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
      await script.settle()
      ticks += 1
      if ticks == 3 {
        break
      }
    }
    await script.settle()
    return ticks
  })
  await script.settle()
  await script.advancing { await clock.advance(by: .seconds(10)) }
  await script.settle()
  try print("ticks", await ticker.value)
  await script.settle()
}
