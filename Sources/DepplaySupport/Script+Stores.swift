import ComposableRuntime
import DependencyRuntime
import Foundation

/// What an exported program needs to run The Composable Architecture's stores exactly as the
/// interpreter runs them (ARCHITECTURE.md, "Stores"): the stores are `@MainActor`; the
/// script's thread hands each call to the main queue and waits for it, and effects run on
/// the script's executor, so what prints when does not depend on timing.
///
/// ```swift
/// let store = script.store { Store(initialState: Counter.State()) { Counter() } }
/// let task = script.sending { store.send(.increment) }
/// await task.finish()
/// print(script.onMainActor { store.state.count })
/// ```
extension Script {
  /// Runs `body` on the main actor, where stores live, with the caller's task-locals (its
  /// dependencies, issue reporters and unit) bound there too, as an `await` would keep
  /// them, and the effects it starts running on the script's executor. The script's thread
  /// waits meanwhile, so script code never runs in two places at once.
  @discardableResult
  package func onMainActor<T: Sendable>(_ body: @escaping @Sendable @MainActor () -> T) -> T {
    let executor = self.executor
    let values = DependencyValues._current
    let reporters = IssueReporters.current
    let unit = Self.current
    let bound: @Sendable @MainActor () -> T = {
      EffectExecution.$preferred.withValue(executor) {
        StateDiffText.$describe.withValue(.init(ValueText.describe)) {
          DependencyValues.$_current.withValue(values) {
            withIssueReporters(reporters) {
              Self.$current.withValue(unit) { body() }
            }
          }
        }
      }
    }
    if Thread.isMainThread { return MainActor.assumeIsolated(bound) }
    return MainQueue.perform { MainActor.assumeIsolated(bound) }
  }

  /// ``onMainActor(_:)`` for a call that sends an action (`store.send(.x)`): before it
  /// returns, the main queue has also run the start of every effect the action started, so
  /// their operations are queued on the script's executor, in order, before the caller
  /// goes on.
  @discardableResult
  package func sending<T: Sendable>(_ body: @escaping @Sendable @MainActor () -> T) -> T {
    let result = onMainActor(body)
    if !Thread.isMainThread { MainQueue.drain() }
    return result
  }

  /// `await send(action)` in an effect: the store's `Send`, called on the main actor as
  /// ``sending(_:)`` calls it; a cancelled effect's send does nothing (the library's check,
  /// made here in the effect's task).
  package func send<Action: Sendable>(_ action: Action, with send: Send<Action>) async {
    guard !Task.isCancelled else { return }
    sending { send.deliver(action) }
  }

  /// Creates a store on the main actor (``onMainActor(_:)``); from now on, whenever the
  /// script's executor has nothing left to run, the main queue runs (stores start and end
  /// their effects there, and hand the rest back to the executor).
  package func store<State, Action>(
    _ make: @escaping @Sendable @MainActor () -> Store<State, Action>
  ) -> Store<State, Action> {
    makeStore(make)
  }

  /// Also keeps the store until the program exits, as the interpreter keeps a script's
  /// stores until the script is over. A test store's teardown report (unasserted actions,
  /// running effects) is made, in both, when the test that made it ends, or the script's
  /// statements and tests, for one made at the top level (``TestStoreTeardowns``).
  private func makeStore<S: Sendable>(_ make: @escaping @Sendable @MainActor () -> S) -> S {
    executor.setIdleHook { MainQueue.drain() }
    let store = onMainActor(make)
    keep(store)
    return store
  }

  /// Creates a test store (see `store(_:)` for a `Store`) that waits for its effects by settling
  /// the script's executor, never on a clock (``ScriptExecutor/settleEffects``): what has
  /// not arrived when nothing is left to run is reported at once. It ends with the test (or
  /// the script) that made it.
  package func store<State, Action>(
    _ make: @escaping @Sendable @MainActor () -> TestStore<State, Action>
  ) -> TestStore<State, Action> {
    let settle = executor.settleEffects
    let bucket = Self.current?.bucket ?? scriptBucket
    return makeStore { () -> TestStore<State, Action> in
      let store = make()
      store.settleEffects = settle
      bucket.testStores.keep(store)
      return store
    }
  }

  /// A test store's `send`, `receive` or `finish`, run as a hosted call of the script's
  /// executor (``ScriptExecutor/hosted(_:)``).
  @discardableResult
  package func hosted<T: Sendable>(_ call: @escaping @MainActor @Sendable () async -> T) async
    -> T
  {
    await executor.hosted(call)
  }

  /// `effect` with each of its operations run as a unit of its own (`[Effect.run 3]`),
  /// numbered when the store starts it, on the script's executor from its first statement:
  /// the whole of `Effect.run`'s work (its operation, its `catch:` handler, its report of an
  /// unhandled error) is the unit's, as in the interpreter.
  package func effect<Action>(_ effect: Effect<Action>) -> Effect<Action> {
    effect.wrappingOperations { operation in
      let scope = self.newUnit(.effect, creatorWaits: false)
      await withTaskGroup(of: Void.self) { group in
        group.addTask(executorPreference: self.executor) {
          await self.enter(scope) { await operation() }
        }
      }
    }
  }
}
