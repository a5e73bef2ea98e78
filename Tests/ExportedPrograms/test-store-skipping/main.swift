// test-store-skipping.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("test-store-skipping.dep")

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case loaded
    case start
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return script.effect(
          .run { send in
            await script.send(.loaded, with: send)
            await script.settle()
          })
      case .loaded:
        state.count += 10
        return .none
      case .start:
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.loaded, with: send)
              await script.settle()
            },
            fileID: "test-store-skipping.dep", line: 20))
      }
    }
  }
}

script.run(in: .test) {
  let clock = TestClock()
  let store = script.store { TestStore(initialState: Counter.State()) { Counter() } withDependencies: { $0.continuousClock = clock } }
  script.onMainActor { store.exhaustivity = .off }
  await script.hosted { await store.send(.increment) }
  await script.hosted { await store.skipReceivedActions() }
  print(script.onMainActor { store.exhaustivity }, script.onMainActor { store.state.count })
  script.onMainActor { store.exhaustivity = .off(showSkippedAssertions: true) }
  await script.hosted { await store.send(.increment) { $0.count = 12 } }
  await script.hosted { await store.skipReceivedActions() }
  script.expect(issues: 0, at: 46, 1)
  script.onMainActor { store.exhaustivity = .on }
  let task = await script.hosted { await store.send(.start) }
  print(task.isCancelled)
  await script.hosted { await task.cancel() }
  print(task.isCancelled)
  let ticking = await script.hosted { await store.send(.start) }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await ticking.finish() }
  print(ticking.isCancelled)
  await script.hosted { await store.receive(.loaded) { $0.count = 32 } }
  await script.hosted { await store.send(.start) }
  await script.hosted { await store.skipInFlightEffects() }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await store.receive(.loaded) { $0.count = 42 } }
  await script.hosted { await store.skipInFlightEffects(strict: false) }
  await script.hosted { await store.skipReceivedActions() }
  script.expect(issues: 1, at: 74, 1)
}
