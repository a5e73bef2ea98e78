// reducer-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("reducer-methods.dep")

enum BonusKey: DependencyKey {
  static let liveValue = 2
  static let testValue = 1
}

extension DependencyValues {
  var bonus: Int {
    get { self[BonusKey.self] }
    set { self[BonusKey.self] = newValue }
  }
}

// @MainActor: run on the script's executor (depplay)
func play() {
  let store = script.store { Store(initialState: Scoreboard.State()) { Scoreboard() } }
  script.sending { store.send(.homeScored(3)) }
  script.sending { store.send(.awayScored(2)) }
  script.sending { store.send(.homeScored(3)) }
  print(script.onMainActor { store.state.log }, script.onMainActor { store.state.isOver })
  script.sending { store.send(.awayScored(4)) }
  print(script.onMainActor { store.state.log.last } ?? "", script.onMainActor { store.state.isOver })
}

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home = 0
    var away = 0
    var log: [String] = []
    var isOver = false
  }

  enum Action: Equatable {
    case homeScored(Int)
    case awayScored(Int)
    case finished
  }

  @Dependency(\.bonus) var bonus

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .homeScored(let points):
        state.home += withBonus(points)
        state.log.append(entry("home", home: state.home, away: state.away))
        return follow(state.home)
      case .awayScored(let points):
        state.away += withBonus(points)
        state.log.append(entry("away", home: state.home, away: state.away))
        return follow(state.away)
      case .finished:
        state.isOver = true
        return .none
      }
    }
  }

  func withBonus(_ points: Int) -> Int {
    return points * bonus
  }

  func entry(_ team: String, home: Int, away: Int) -> String {
    return "\(team) (\(home)-\(away))"
  }

  func follow(_ total: Int) -> Effect<Action> {
    if total >= 10 {
      return .send(.finished)
    }
    return .none
  }
}

script.run {
  await play()
}
