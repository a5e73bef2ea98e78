// store-bad-input.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("store-bad-input.dep")

@Reducer
struct Poller {
  @ObservableState
  struct State: Equatable {
    var polls = 0
  }

  enum Action: Equatable {
    case start
    case wait
    case poll
    case ignored
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return script.effect(
          .run { send in
            // Task {} copies task-locals: overrides inherited
            Task(executorPreference: script.executor, operation: script.unit(.task) {
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.poll, with: send)
              await script.settle()
            })
            await script.settle()
          })
      case .wait:
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.poll, with: send)
              await script.settle()
            },
            fileID: "store-bad-input.dep", line: 25))
      case .poll:
        state.polls += 1
        return .none
      default:
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let clock = TestClock()
  let store = script.store { Store(initialState: Poller.State()) { Poller() } withDependencies: { $0.continuousClock = clock } }
  await script.sending { store.send(.start) }.finish()
  print("the effect has finished")
  await script.advancing { await clock.advance(by: .seconds(1)) }
  print(script.onMainActor { store.state.polls })
  script.sending { store.send(.ignored) }
  print(script.onMainActor { store.state.polls })
  let testClock = TestClock()
  let testStore = script.store { TestStore(initialState: Poller.State()) { Poller() } withDependencies: { $0.continuousClock = testClock } }
  await script.hosted { await testStore.send(.wait) }
  await script.hosted { await testStore.receive(.poll) { $0.polls = 1 } }
  await script.advancing { await testClock.advance(by: .seconds(1)) }
  await script.hosted { await testStore.receive(.poll) { $0.polls = 1 } }
  script.expect(issues: 3, at: 67, 1)
  print("done")
}
