// struct-typealias.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("struct-typealias.dep")

struct Player {
  typealias Score = Int
  typealias Scores = [Score]
  let id: Int
  var scores: Scores
}

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

@Reducer
struct LoudCounter {
  typealias Step = Int
  typealias State = Counter.State
  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    Counter()
    Reduce { state, action in
      let extra: Step = 10
      state.count += extra
      return .none
    }
  }
}

script.run {
  var player = Player(id: 5, scores: [3, 9])
  player.scores.append(4)
  print(player)
  let loud = script.store { Store(initialState: Counter.State()) { LoudCounter() } }
  await script.settle()
  script.sending { loud.send(.increment) }
  await script.settle()
  print(script.onMainActor { loud.state.count })
}
