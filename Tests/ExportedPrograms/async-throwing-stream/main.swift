// async-throwing-stream.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("async-throwing-stream.dep")

struct SensorOffline: Error, Equatable {}

func readings() -> AsyncThrowingStream<Int, Error> {
  return AsyncThrowingStream { continuation in
    continuation.onTermination = { _ in
      print("readings ended")
    }
    continuation.yield(21)
    continuation.yield(22)
    continuation.finish(throwing: SensorOffline())
    print("build closure returns")
  }
}

script.run {
  do {
    for try await reading in readings() {
      print("reading", reading)
    }
    await script.settle()
    print("not reached")
  } catch {
    print("caught", error)
  }
  let (numbers, adder) = AsyncThrowingStream<Int, Error>.makeStream()
  adder.onTermination = { termination in
    print("numbers:", termination)
  }
  adder.yield(10)
  adder.yield(5)
  adder.finish()
  print("finished")
  do {
    var sum = 0
    for try await number in numbers {
      sum += number
    }
    print("sum", sum)
  } catch {
    print("not reached", error)
  }
  let ticks = AsyncStream<Int> { continuation in
    continuation.onTermination = { termination in
      print("ticks:", termination)
    }
    continuation.yield(1)
  }
  // Task {} copies task-locals: overrides inherited
  let reader = Task(executorPreference: script.executor, operation: script.unit(.task) {
    for await tick in ticks {
      print("tick", tick)
    }
    print("reader stops")
  })
  await Task.yield()
  reader.cancel()
  print("cancelled")
  await reader.value
}
