// closures.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("closures.dep")

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = "Blob"
  }

  enum Action: Equatable {
    case increment
    case report
    case reported(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .report:
        return script.effect(
          .run { [count = state.count, name = state.name] send in
            await script.send(.reported("\(name) counted \(count)"), with: send)
            await script.settle()
          })
      case .reported(let text):
        print(text)
        return .none
      }
    }
  }
}

script.run {
  var count = 1
  let printCount = { [count] in
    print("captured:", count)
  }
  count = 2
  printCount()
  let printDoubled = { [doubled = count * 2] in
    print("doubled:", doubled)
  }
  count = 10
  printDoubled()
  let store = script.store { Store(initialState: Counter.State()) { Counter() } }
  script.sending { store.send(.increment) }
  await script.sending { store.send(.report) }.finish()
  print(script.onMainActor { store.state.count })
}
