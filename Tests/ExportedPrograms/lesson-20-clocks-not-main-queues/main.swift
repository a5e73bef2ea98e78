// 20-clocks-not-main-queues.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
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

let script = Script("20-clocks-not-main-queues.md")

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
            fileID: "20-clocks-not-main-queues.md", line: 26))
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
struct LegacyTimer {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.mainQueue) var mainQueue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.mainQueue) { try await self.mainQueue.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.tick, with: send)
              await script.settle()
            },
            fileID: "20-clocks-not-main-queues.md", line: 67))
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let testClock = TestClock()
  let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = testClock } }
  await script.hosted { await store.send(.start) }
  await script.advancing { await testClock.advance(by: .seconds(1)) }
  await script.hosted { await store.receive(.tick) { $0.ticks = 1 } }
  print(script.onMainActor { store.state.ticks })
  script.expect(output: "1", at: 29, 1)
  let scheduler = DispatchQueue.test
  let legacy = script.store { TestStore(initialState: LegacyTimer.State()) { LegacyTimer() } withDependencies: { $0.mainQueue = scheduler.eraseToAnyScheduler() } }
  await script.hosted { await legacy.send(.start) }
  await script.advancing { await scheduler.advance(by: .seconds(1)) }
  await script.hosted { await legacy.receive(.tick) { $0.ticks = 1 } }
  print(script.onMainActor { legacy.state.ticks })
  script.expect(output: "1", at: 57, 1)
  let fast = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = ImmediateClock() } }
  await script.hosted { await fast.send(.start) }
  await script.hosted { await fast.receive(.tick) { $0.ticks = 1 } }
  print(script.onMainActor { fast.state.ticks })
  let slow = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = ImmediateClock() } }
  await script.hosted { await slow.send(.start) }
  await script.hosted { await slow.receive(.tick) { $0.ticks = 1 } }
  script.expect(issues: 0, at: 69, 1)
  @Sendable func ticksOnce() async {
    let clock = TestClock()
    let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = clock } }
    await script.hosted { await store.send(.start) }
    await script.advancing { await clock.advance(by: .seconds(1)) }
    await script.hosted { await store.receive(.tick) { $0.ticks = 1 } }
  }
  script.expect(issues: 0, at: 79, 1)
  @Sendable func stopsTheTimer() async {
    let clock = TestClock()
    let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = clock } }
    let start = await script.hosted { await store.send(.start) }
    await script.hosted { await start.cancel() }
    print(start.isCancelled)
  }
  script.expect(issues: 0, at: 89, 1)
  @Sendable func skipsTheTimer() async {
    let clock = TestClock()
    let store = script.store { TestStore(initialState: Timer.State()) { Timer() } withDependencies: { $0.continuousClock = clock } }
    script.onMainActor { store.exhaustivity = .off }
    let start = await script.hosted { await store.send(.start) }
    await script.hosted { await store.skipInFlightEffects() }
    print(start.isCancelled)
    await script.advancing { await clock.advance(by: .seconds(1)) }
    await script.hosted { await store.receive(.tick) { $0.ticks = 1 } }
  }
  script.expect(issues: 0, at: 102, 1)
  await script.test("ticksOnce") {
    await ticksOnce()
  }
  await script.test("stopsTheTimer") {
    await stopsTheTimer()
  }
  await script.test("skipsTheTimer") {
    await skipsTheTimer()
  }
}
