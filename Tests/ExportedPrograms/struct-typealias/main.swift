// struct-typealias.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("struct-typealias.dep")

struct Player {
  typealias Score = Int
  typealias Scores = [Score]
  let id: Int
  var scores: Scores
}

script.run {
  var player = Player(id: 5, scores: [3, 9])
  player.scores.append(4)
  print(player)
}
