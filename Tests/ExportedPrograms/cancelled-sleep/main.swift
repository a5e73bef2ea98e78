// cancelled-sleep.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("cancelled-sleep.dep")

@Reducer
struct Poller {
  @ObservableState
  struct State: Equatable {
    var polls = 0
  }

  enum Action: Equatable {
    case start
    case stop
    case polled
  }

  enum CancelID {
    case poll
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return script.effect(
          .run(
            operation: { send in
              do {
                try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(5)) }
                await script.settle()
              } catch is CancellationError {
                print("stopped while sleeping")
              }
              await script.settle()
              await script.send(.polled, with: send)
              await script.settle()
            },
            fileID: "cancelled-sleep.dep", line: 21)).cancellable(id: CancelID.poll)
      case .stop:
        return .cancel(id: CancelID.poll)
      case .polled:
        state.polls += 1
        return .none
      }
    }
  }
}

script.run {
  let clock = TestClock()
  let store = withDependencies { $0.continuousClock = clock } operation: {
    return script.store { Store(initialState: Poller.State()) { Poller() } }
  }
  script.sending { store.send(.start) }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  script.sending { store.send(.stop) }
  await script.advancing { await clock.advance(by: .seconds(10)) }
  print(script.onMainActor { store.state.polls })
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) {
    do {
      try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .seconds(5)) }
      await script.settle()
      print("slept")
    } catch {
      print("caught", error)
    }
  })
  task.cancel()
  await task.value
}
