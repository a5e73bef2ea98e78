// stream-make-stream.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("stream-make-stream.dep")

func countdown(from start: Int) -> AsyncStream<Int> {
  let (stream, continuation) = AsyncStream<Int>.makeStream()
  for value in stride(from: start, through: 1, by: -1) {
    continuation.yield(value)
  }
  continuation.finish()
  return stream
}

script.run {
  var seen: [Int] = []
  for await tick in countdown(from: 3) {
    seen.append(tick)
  }
  print(seen, "liftoff")
  for await even in (countdown(from: 6).filter({ ($0 % 2) == 0 })) {
    print("even", even)
  }
  let made = AsyncStream<String>.makeStream()
  made.continuation.yield("only")
  made.continuation.finish()
  for await word in made.stream {
    print(word)
  }
}
