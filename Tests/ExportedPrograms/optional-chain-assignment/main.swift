// optional-chain-assignment.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("optional-chain-assignment.dep")

struct Shelf {
  var label: String
}

struct Pantry {
  var top: Shelf? = nil
}

func labelled(_ text: String) -> String {
  print("evaluated", text)
  return text
}

@Reducer
struct Timer {
  @ObservableState
  struct State: Equatable {
    var seconds = 0
  }

  enum Action: Equatable {
    case tick
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.seconds += 1
      return .none
    }
  }
}

@Reducer
struct Kitchen {
  @ObservableState
  struct State: Equatable {
    var label = "oven"
    @Presents var timer: Timer.State?
  }

  enum Action: Equatable {
    case startTapped
    case nudge
    case timer(PresentationAction<Timer.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.timer = Timer.State()
        return .none
      case .nudge:
        state.timer?.seconds += 10
        return .none
      case .timer:
        return .none
      }
    }
    .ifLet(\.$timer, action: \.timer) { Timer() }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Kitchen.State()) { Kitchen() } }
  await script.hosted { await store.send(.nudge) }
  await script.hosted { await store.send(.startTapped) { $0.timer = Timer.State() } }
  await script.hosted { await store.send(.timer(.presented(.tick))) { $0.timer?.seconds = 1 } }
  await script.hosted { await store.send(.nudge) { $0.timer?.seconds += 10 } }
  print(script.onMainActor { store.state.timer }?.seconds ?? -1)
  var pantry = Pantry(top: Shelf(label: "jars"))
  pantry.top?.label = labelled("tins")
  print(pantry.top?.label ?? "none")
  var bare = Pantry(top: nil)
  bare.top?.label = labelled("never")
  print(bare.top?.label ?? "none")
}
