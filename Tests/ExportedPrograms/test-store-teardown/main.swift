// test-store-teardown.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("test-store-teardown.dep")

@Reducer
struct Timer {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.tick, with: send)
              await script.settle()
            },
            fileID: "test-store-teardown.dep", line: 14))
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

script.run(in: .test) {
  @Sendable func receivesTheTick() async {
    let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = ImmediateClock() } }
    await script.hosted { await store.send(.start) }
    await script.hosted { await store.receive(.tick) { $0.ticks = 1 } }
  }
  @Sendable func forgetsTheTick() async {
    let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = ImmediateClock() } }
    await script.hosted { await store.send(.start) }
  }
  @Sendable func leavesTheTimerRunning() async {
    let clock = TestClock()
    let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = clock } }
    await script.hosted { await store.send(.start) }
  }
  let clock = TestClock()
  let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = clock } }
  await script.hosted { await store.send(.start) }
  print("the script's last statement")
  await script.test("receivesTheTick") {
    await receivesTheTick()
  }
  await script.test("forgetsTheTick") {
    await forgetsTheTick()
  }
  await script.test("leavesTheTimerRunning") {
    await leavesTheTimerRunning()
  }
}
