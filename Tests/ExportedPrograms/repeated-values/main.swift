// repeated-values.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("repeated-values.dep")

script.run {
  var board = Array(repeating: ".", count: 4)
  board[2] = "x"
  print(board, board.count)
  let counts = Array(repeating: 0, count: 3)
  print(counts.reduce(0, { $0 + $1 }), counts.isEmpty)
  print(String(repeating: "=", count: 5))
  print(String(repeating: "ab", count: 0).isEmpty)
}
