// shared-in-memory.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("shared-in-memory.dep")

func visit(_ page: String) {
  @Shared(.inMemory("visits")) var visits = 0
  $visits.withLock { $0 += 1 }
  print(page, visits)
}

func summary() {
  @Shared(.inMemory("visits")) var total = 100
  print("total", total)
  let doubled = $total.withLock { value in
    value *= 2
    return value
  }
  print(doubled, $total)
  @Shared(.inMemory("tags")) var tags = ["new"]
  $tags.withLock { $0.append("sale") }
  print(tags, $tags)
}

script.run {
  @Sendable func visitsStartOverInATest() async {
    visit("test")
    await script.settle()
  }
  visit("home")
  await script.settle()
  visit("about")
  await script.settle()
  summary()
  await script.settle()
  visit("home")
  await script.settle()
  await script.test("visitsStartOverInATest") {
    await visitsStartOverInATest()
  }
}
