// feature-extensions.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("feature-extensions.dep")

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case add(Int)
    case logged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let amount):
        state.count += amount
        if amount < 0 {
          let effect: Effect<Tally.Action> = Tally.note("minus \(-amount)")
          return effect
        }
        return echo(state.count)
      case .logged(let text):
        state.log.append(text)
        return .none
      }
    }
  }

  func echo(_ count: Int) -> Effect<Action> {
    script.effect(
      .run { send in
        await script.send(.logged("now \(count)"), with: send)
        await script.settle()
      })
  }

  static func note(_ text: String) -> EffectOf<Tally> {
    return .send(.logged(text))
  }
}

script.run {
  let store = script.store { Store(initialState: Tally.State()) { Tally() } }
  await script.sending { store.send(.add(3)) }.finish()
  await script.sending { store.send(.add(-1)) }.finish()
  print(script.onMainActor { store.state.count }, script.onMainActor { store.state.log })
}
