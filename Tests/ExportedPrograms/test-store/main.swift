// test-store.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("test-store.dep")

enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 42
}

extension DependencyValues {
  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case loaded(Int)
  }

  @Dependency(\.number) var number

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return script.effect(
          .run { send in
            await script.send(.loaded(self.number), with: send)
            await script.settle()
          })
      case .loaded(let n):
        state.count = n
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Counter.State()) { Counter() } withDependencies: { $0.number = 5 } }
  await script.hosted { await store.send(.increment) { $0.count = 1 } }
  await script.hosted { await store.receive(.loaded(5)) { $0.count = 5 } }
  script.onMainActor { store.dependencies.number = 9 }
  await script.hosted { await store.send(.increment) { $0.count = 6 } }
  await script.hosted { await store.receive(.loaded(9)) { $0.count = 9 } }
  print(script.onMainActor { store.state.count })
  await script.hosted { await store.send(.increment) { $0.count = 100 } }
  script.expect(issues: 1, at: 44, 1)
  await script.hosted { await store.receive(.loaded(9)) { $0.count = 9 } }
  print("done")
}
