// state-computed-properties.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("state-computed-properties.dep")

// @MainActor: run on the script's executor (depplay)
func run() {
  let store = script.store { Store(initialState: AppFeature.State()) { AppFeature() } }
  print(script.onMainActor { store.state.total }, script.onMainActor { store.state.isEmpty })
  script.sending { store.send(.tab1(.incrementButtonTapped)) }
  script.sending { store.send(.tab2(.incrementButtonTapped)) }
  script.sending { store.send(.recordTapped) }
  print(script.onMainActor { store.state.total }, script.onMainActor { store.state.isEmpty }, script.onMainActor { store.state.log })
}

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var tab1 = Counter.State()
    var tab2 = Counter.State()
    var log: [Int] = []

    var total: Int {
      return tab1.count + tab2.count
    }

    var isEmpty: Bool {
      return total == 0
    }
  }

  enum Action: Equatable {
    case tab1(Counter.Action)
    case tab2(Counter.Action)
    case recordTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.tab1, action: \.tab1) { Counter() }
    Scope(state: \.tab2, action: \.tab2) { Counter() }
    Reduce { state, action in
      switch action {
      case .recordTapped:
        state.log.append(state.total)
        return .none
      case .tab1, .tab2:
        return .none
      }
    }
  }
}

script.run {
  await run()
  @Sendable func theTotalFollowsTheTabs() async {
    let store = script.store { TestStore(initialState: AppFeature.State()) { AppFeature() } }
    await script.hosted {
      await store.send(.tab1(.incrementButtonTapped)) {
        $0.tab1.count = 1
        script.expectation($0.total, ==, 1, "==", ("$0.total", true), ("1", false), at: 71, 5)
      }
    }
    await script.hosted { await store.send(.recordTapped) { $0.log = [1] } }
    print(script.onMainActor { store.state.total })
  }
  await script.test("theTotalFollowsTheTabs") {
    await theTotalFollowsTheTabs()
  }
}
