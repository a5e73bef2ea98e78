// expect-no-difference.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("expect-no-difference.dep")

struct Stamp: Equatable {
  var label: String
  var pages: [Int]
}

script.run {
  expectNoDifference(Stamp(label: "a", pages: [1]), Stamp(label: "a", pages: [1]))
  print("equal: no issue")
  expectNoDifference(Stamp(label: "a", pages: [1, 2, 3]), Stamp(label: "b", pages: [1, 2, 4]))
  script.expect(issues: 1, at: 31, 1)
  @Sendable func countsDiffer() async {
    expectNoDifference([3, 4].count, 3, "pages")
    print("after expectNoDifference")
  }
  @Sendable func stampsMatch() async {
    expectNoDifference(Stamp(label: "z", pages: []), Stamp(label: "z", pages: []))
  }
  await script.test("countsDiffer") {
    await countsDiffer()
  }
  await script.test("stampsMatch") {
    await stampsMatch()
  }
}
