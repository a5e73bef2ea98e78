// store-scope.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("store-scope.dep")

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case decrement
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      }
    }
  }
}

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home = Counter.State()
    var away = Counter.State()
  }

  enum Action: Equatable {
    case home(Counter.Action)
    case away(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { Counter() }
    Scope(state: \.away, action: \.away) { Counter() }
  }
}

script.run {
  let store = script.store { Store(initialState: Scoreboard.State()) { Scoreboard() } }
  await script.settle()
  let home = script.onMainActor { store.scope(state: \.home, action: \.home) }
  await script.settle()
  let away = script.onMainActor { store.scope(state: \.away, action: \.away) }
  await script.settle()
  script.sending { home.send(.increment) }
  await script.settle()
  script.sending { home.send(.increment) }
  await script.settle()
  script.sending { away.send(.decrement) }
  await script.settle()
  print(script.onMainActor { home.state.count }, script.onMainActor { away.state.count }, script.onMainActor { store.state.home.count }, script.onMainActor { store.state.away.count })
  script.sending { store.send(.home(.decrement)) }
  await script.settle()
  print(script.onMainActor { home.state.count })
}
