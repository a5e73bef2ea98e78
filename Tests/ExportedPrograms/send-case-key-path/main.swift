// send-case-key-path.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("send-case-key-path.dep")

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable {
    var taps = 0
    var value = 0
  }

  enum Action: Equatable {
    case tap
    case set(Int)
    case load
    case loaded(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.taps += 1
        return .none
      case .set(let value):
        state.value = value
        return .none
      case .load:
        return .send(.loaded(state.value + 2))
      case .loaded(let value):
        state.value = value
        return .none
      }
    }
  }
}

@Reducer
struct Screen {
  @ObservableState
  struct State: Equatable {
    var row = Row.State()
  }

  enum Action: Equatable {
    case row(Row.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.row, action: \.row) { Row() }
  }
}

script.run {
  let store = script.store { TestStore(initialState: Screen.State()) { Screen() } }
  await script.hosted { await store.send(\.row.tap) { $0.row.taps = 1 } }
  await script.hosted { await store.send(\.row.set, 5) { $0.row.value = 5 } }
  await script.hosted { await store.send(\.row.load) }
  await script.hosted { await store.receive(\.row.loaded, 7) { $0.row.value = 7 } }
  await script.hosted { await store.send(\.row.load) }
  await script.hosted { await store.receive(\.row.loaded) { $0.row.value = 9 } }
  print(script.onMainActor { store.state.row })
  await script.hosted { await store.send(\.row.load) }
  await script.hosted { await store.receive(\.row.loaded, 5) { $0.row.value = 11 } }
  script.expect(issues: 1, at: 54, 1)
}
