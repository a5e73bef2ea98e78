// shared-state-field.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("shared-state-field.dep")

@Reducer
struct Lap {
  @ObservableState
  struct State: Equatable {
    @Shared var laps: Int
  }

  enum Action: Equatable {
    case finished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .finished:
        state.$laps.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

@Reducer
struct Track {
  @ObservableState
  struct State: Equatable {
    @Shared var laps: Int
    var runner: Lap.State? = nil
  }

  enum Action: Equatable {
    case start
    case reset
    case runner(Lap.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        state.runner = Lap.State(laps: state.$laps)
        return .none
      case .reset:
        state.$laps.withLock { $0 = 0 }
        return .none
      case .runner:
        return .none
      }
    }
    .ifLet(\.runner, action: \.runner) { Lap() }
  }
}

script.run {
  let laps = Shared(value: 3)
  let store = script.store { Store(initialState: Track.State(laps: laps)) { Track() } }
  await script.settle()
  script.sending { store.send(.start) }
  await script.settle()
  script.sending { store.send(.runner(.finished)) }
  await script.settle()
  script.sending { store.send(.runner(.finished)) }
  await script.settle()
  print(script.onMainActor { store.state.laps }, script.onMainActor { store.state.runner }?.laps ?? 0, laps)
  script.sending { store.send(.reset) }
  await script.settle()
  print(script.onMainActor { store.state.laps }, script.onMainActor { store.state.runner }?.laps ?? -1)
  let one = Lap.State(laps: Shared(value: 2))
  await script.settle()
  let other = Lap.State(laps: Shared(value: 2))
  await script.settle()
  print(one == other, one.$laps)
  one.$laps.withLock { $0 = 7 }
  print(one == other, one.laps, other.laps)
}
