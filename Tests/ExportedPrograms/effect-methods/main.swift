// effect-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("effect-methods.dep")

@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case start
    case startConcatenated
    case a
    case b
    case c
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        state.log.append("start")
        return .send(.a).merge(with: .send(.b))
      case .startConcatenated:
        state.log.append("startConcatenated")
        return script.effect(
          .run { send in
            await script.send(.a, with: send)
            await script.settle()
          }).concatenate(with: .send(.b)).merge(with: .send(.c))
      case .a:
        state.log.append("a")
        return .none
      case .b:
        state.log.append("b")
        return .none
      case .c:
        state.log.append("c")
        return .none
      }
    }
  }
}

script.run {
  let store = script.store { Store(initialState: Feature.State()) { Feature() } }
  await script.sending { store.send(.start) }.finish()
  print(script.onMainActor { store.state.log })
  await script.sending { store.send(.startConcatenated) }.finish()
  print(script.onMainActor { store.state.log })
  let test = script.store { TestStore(initialState: Feature.State()) { Feature() } }
  await script.hosted { await test.send(.startConcatenated) { $0.log = ["startConcatenated"] } }
  await script.hosted { await test.receive(.c) { $0.log.append("c") } }
  await script.hosted { await test.receive(.a) { $0.log.append("a") } }
  await script.hosted { await test.receive(.b) { $0.log.append("b") } }
  await script.hosted { await test.finish() }
  print("received c, a, b")
}
