// type-of.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("type-of.dep")

enum Finish {
  case matte
  case gloss
}

protocol Tool {
}

struct Hammer: Tool {
  var weight = 2
}

struct Lid {}

struct Crate {}

struct Pair<Value> {
  var first: Value
  var second: Value
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Shelf: @unchecked Sendable {
  var count = 0
}

script.run {
  let tool: any Tool = Hammer()
  print(type(of: tool))
  print(type(of: Shelf()))
  print(type(of: Finish.gloss))
  print(type(of: Lid()))
  print(type(of: Pair(first: 1, second: 2)))
  print(type(of: 7), type(of: 0.5))
  print("a \(type(of: "x")) and a \(type(of: false))")
}
