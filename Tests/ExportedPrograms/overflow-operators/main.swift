// overflow-operators.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("overflow-operators.dep")

script.run {
  let big = Int.max
  print(big &+ 1, Int.min &- 1, big &* 3)
  print(2 &+ (3 &* 4), (2 &+ 3) &* 4, (10 &- 4) &- 3)
  var seed = 7
  for _ in 0..<3 {
    seed = (seed &* 6364136223846793005) &+ 1442695040888963407
    print(seed)
  }
  var total = Int.max - 1
  total &+= 3
  total &*= 2
  total &-= 1
  print(total)
}
