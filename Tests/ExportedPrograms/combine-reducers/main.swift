// combine-reducers.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("combine-reducers.dep")

enum PrefixKey: DependencyKey {
  static let liveValue = "live"
}

extension DependencyValues {
  var prefix: String {
    get { self[PrefixKey.self] }
    set { self[PrefixKey.self] = newValue }
  }
}

@Reducer
struct Audit {
  @ObservableState
  struct State: Equatable {
    var value = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case add(Int)
  }

  @Dependency(\.prefix) var prefix

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, action in
        switch action {
        case .add(let amount):
          state.value += amount
          return .none
        }
      }
      Reduce { state, action in
        state.log.append("\(self.prefix): value is \(state.value)")
        return .none
      }
    }
    .dependency(\.prefix, "combined")
    Reduce { state, action in
      state.log.append("\(self.prefix): \(state.log.count) entries")
      return .none
    }
  }
}

script.run {
  let store = script.store { Store(initialState: Audit.State()) { Audit() } }
  await script.settle()
  script.sending { store.send(.add(2)) }
  await script.settle()
  script.sending { store.send(.add(5)) }
  await script.settle()
  print(script.onMainActor { store.state.value })
  for line in (script.onMainActor { store.state.log }) {
    print(line)
  }
}
