// observable-state.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("observable-state.dep")

struct Player: Equatable {
  var name: String
  var points = 0
}

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home: Int
    var away: Int
    var star: Player
    var title = "Final"
  }

  enum Action: Equatable {
    case homeScored
    case awayScored(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .homeScored:
        state.home += 1
        state.star.points += 1
      case .awayScored(let points):
        state.away += points
      }
      return .none
    }
  }
}

script.run {
  let initial = Scoreboard.State(home: 0, away: 2, star: Player(name: "Blob"))
  await script.settle()
  let store = script.store { Store(initialState: initial) { Scoreboard() } }
  script.sending { store.send(.homeScored) }
  await script.settle()
  script.sending { store.send(.awayScored(3)) }
  await script.settle()
  print("\(script.onMainActor { store.state.title }): \(script.onMainActor { store.state.home })-\(script.onMainActor { store.state.away })")
  print(script.onMainActor { store.state.star })
  print(script.onMainActor { store.state.star.points } == script.onMainActor { store.state.star.points })
}
