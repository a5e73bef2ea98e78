// cancellation.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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
import Foundation

let script = Script("cancellation.dep")

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var results = ""
  }

  enum Action: Equatable {
    case queryChanged(String)
    case response(String)
    case cancelTapped
    case forgetTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.response("results for \(query)"), with: send)
              await script.settle()
            },
            fileID: "cancellation.dep", line: 18)).cancellable(id: "search", cancelInFlight: true)
      case .response(let results):
        state.results = results
        return .none
      case .cancelTapped:
        return .cancel(id: "search")
      case .forgetTapped:
        return .cancel(id: "never registered")
      }
    }
  }
}

script.run(in: .test) {
  let clock = TestClock()
  let store = script.store { TestStore(initialState: Search.State()) { Search() } withDependencies: { $0.continuousClock = clock } }
  await script.hosted { await store.send(.queryChanged("a")) }
  await script.hosted { await store.send(.queryChanged("ab")) }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await store.receive(.response("results for ab")) { $0.results = "results for ab" } }
  await script.hosted { await store.send(.queryChanged("abc")) }
  await script.hosted { await store.send(.forgetTapped) }
  await script.hosted { await store.send(.cancelTapped) }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await store.finish() }
  print(script.onMainActor { store.state.results })
  let other = script.store { TestStore(initialState: Search.State()) { Search() } }
  await script.hosted { await store.send(.queryChanged("x")) }
  await script.hosted { await other.send(.cancelTapped) }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await store.receive(.response("results for x")) { $0.results = "results for x" } }
  print(script.onMainActor { store.state.results })
  script.expect(issues: 0, at: 61, 1)
}
