// duration-arithmetic.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("duration-arithmetic.dep")

struct Backoff {
  var base: Duration

  func delay(forAttempt attempt: Int) -> Duration {
    return base * (1 << attempt)
  }

  func total(_ attempts: Int) -> Duration {
    (0..<attempts).map({ delay(forAttempt: $0) }).reduce(.zero, { $0 + $1 })
  }
}

script.run {
  let backoff = Backoff(base: .milliseconds(250))
  print(backoff.delay(forAttempt: 0), backoff.delay(forAttempt: 3))
  await script.settle()
  let total = backoff.total(4)
  await script.settle()
  print(total, total > .seconds(3), total.components.seconds)
  print(total - .seconds(1), total / 3, (total * 2) == (.seconds(15) / 2))
  var delay = Duration.milliseconds(100)
  await script.settle()
  delay *= 2
  print(delay, delay + Duration.seconds(1), Duration.zero < delay)
  await script.settle()
}
