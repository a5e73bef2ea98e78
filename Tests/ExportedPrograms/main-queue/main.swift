// main-queue.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("main-queue.dep")

@Reducer
struct Debounce {
  @ObservableState
  struct State: Equatable {
    var fired = 0
  }

  enum Action: Equatable {
    case start
    case fire
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
              await script.send(.fire, with: send)
              await script.settle()
            },
            fileID: "main-queue.dep", line: 15))
      case .fire:
        state.fired += 1
        return .none
      }
    }
  }
}

script.run {
  @Dependency(\.mainQueue) var mainQueue
  print(mainQueue)
  await script.restart(in: .test) {  // like restarting the process
    @Dependency(\.mainQueue) var mainQueue
    print(mainQueue)
    let scheduler = DispatchQueue.test
    let store = script.store { TestStore(initialState: Debounce.State()) { Debounce() } withDependencies: { $0.mainQueue = scheduler.eraseToAnyScheduler() } }
    await script.hosted { await store.send(.start) }
    await script.advancing { await scheduler.advance(by: .milliseconds(999)) }
    print(scheduler.now)
    await script.advancing { await scheduler.advance(by: .milliseconds(1)) }
    await script.hosted { await store.receive(.fire) { $0.fired = 1 } }
    let fast = script.store { TestStore(initialState: Debounce.State()) { Debounce() } withDependencies: { $0.mainQueue = .immediate } }
    await script.hosted { await fast.send(.start) }
    await script.hosted { await fast.receive(.fire) { $0.fired = 1 } }
    let unset = script.store { TestStore(initialState: Debounce.State()) { Debounce() } }
    await script.hosted { await unset.send(.start) }
    await script.hosted { await unset.receive(.fire) { $0.fired = 1 } }
    script.expect(issues: 1, at: 44, 1)
    await withDependencies { $0.mainQueue = DispatchQueue.immediate } operation: {
      // Task {} copies task-locals: overrides inherited
      Task(executorPreference: script.executor, operation: script.unit(.task) {
        @Dependency(\.mainQueue) var mainQueue
        try await script.sleeping(on: mainQueue) { try await mainQueue.sleep(for: .seconds(60)) }
        print("no wait")
      })
    }
  }
}
