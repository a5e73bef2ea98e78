// enum-case-properties.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("enum-case-properties.dep")

@CasePathable
@dynamicMemberLookup
enum Kettle: Equatable {
  case cold
  case heating(degrees: Double)
  case paused(at: Int, by: String)
}

script.run {
  let heating = Kettle.heating(degrees: 71.5)
  await script.settle()
  let cold = Kettle.cold
  print(heating.heating as Any, cold.heating as Any)
  print(heating.is(\.heating), cold.is(\.heating), cold.is(\.cold))
  print(cold.cold as Any, heating.cold as Any)
  let paused = Kettle.paused(at: 3, by: "Ada")
  await script.settle()
  print(paused.paused as Any)
  if let degrees = heating.heating {
    print("heating to", degrees + 0.5)
  }
}
