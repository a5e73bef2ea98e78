// task-in-effect.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("task-in-effect.dep")

@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var log = ""
  }

  enum Action: Equatable {
    case start
    case ping
    case note(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return script.effect(
          .run { send in
            // Task {} copies task-locals: overrides inherited
            Task(executorPreference: script.executor, operation: script.unit(.task) {
              await script.send(.ping, with: send)
              await script.settle()
            })
            await script.settle()
            await script.send(.note("second"), with: send)
            await script.settle()
          })
      case .ping:
        state.log += "/ping"
        return .none
      case .note(let text):
        state.log += "/" + text
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Feature.State()) { Feature() } }
  await script.hosted { await store.send(.start) }
  await script.hosted { await store.receive(.note("second")) { $0.log = "/second" } }
  await script.hosted { await store.receive(.ping) { $0.log = "/second/ping" } }
  print(script.onMainActor { store.state.log })
}
