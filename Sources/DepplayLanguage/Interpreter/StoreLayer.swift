import ComposableRuntime
import DependencyRuntime
import DepplaySupport
import Foundation
import Synchronization

/// A feature's state as `ComposableRuntime` holds it: the script's `Feature.State` record.
public struct FeatureState: Equatable, Sendable, CustomStringConvertible {
  var value: ScriptValue

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

  public var description: String { value.description }

  /// A field, as a key path (`\.child` in `Scope(state: \.child, …)`) reaches it.
  subscript(field name: String) -> FeatureState {
    get {
      guard case .record(let record) = value else { return FeatureState(value: .none) }
      return FeatureState(value: record[field: name] ?? .none)
    }
    set {
      guard case .record(var record) = value else { return }
      record[field: name] = newValue.value
      value = .record(record)
    }
  }
}

/// A reducer value of a script (`Reduce { … }`, `Scope(…) { … }`, `Feature()`, with modifiers),
/// type-erased by the library's own `Reduce`.
public final class ReducerBox: @unchecked Sendable {
  // NB: @unchecked because `Reduce` holds a non-Sendable closure; a reducer value is built
  // and used by one store's reduce at a time.
  let reducer: Reduce<FeatureState, Action>
  /// How the script wrote it, for messages.
  let label: String

  init(_ reducer: some Reducer<FeatureState, Action>, label: String) {
    self.reducer = Reduce(reducer)
    self.label = label
  }
}

/// A feature run as a `ComposableRuntime` reducer: each action rebuilds the feature's `body`
/// (with the values in force for that reduce, as TCA's `body` is rebuilt) and runs its
/// reducers in order, merging their effects.
struct FeatureReducer: Reducer {
  typealias State = FeatureState
  typealias Action = DepplayLanguage.Action
  typealias Body = Never

  let instance: FeatureInstance
  let interpreter: Interpreter
  let context: Context

  func reduce(into state: inout FeatureState, action: Action) -> Effect<Action> {
    interpreter.reduce(instance, into: &state, action: action, context)
  }
}

/// The first error script code raised inside the library (a reducer, a state initializer),
/// thrown again where the script called into the library.
final class ScriptFailure: Sendable {
  private let error = Mutex<(any Error)?>(nil)

  func record(_ newError: any Error) {
    error.withLock { if $0 == nil { $0 = newError } }
  }

  /// Throws the recorded error, if any, and forgets it.
  func rethrow() throws {
    let recorded = error.withLock { error in
      defer { error = nil }
      return error
    }
    if let recorded { throw recorded }
  }
}

extension Interpreter {
  /// Runs `body` on the main actor, where stores live, with the caller's task-locals (its
  /// dependencies, issue reporters, store caller) bound there too, as an `await` would keep
  /// them, and effects started there running on the script's executor. The script's thread
  /// waits meanwhile, so script code never runs on both at once.
  ///
  /// `startingEffects`: the main queue then also runs, before this returns, the start of
  /// every effect `body` started (a store's effect task begins on the main actor), so their
  /// operations are queued on the script's executor in the order they were started, before
  /// anything the caller does next.
  func onMainActor<T: Sendable>(
    startingEffects: Bool = false, _ body: @escaping @Sendable @MainActor () throws -> T
  ) throws -> T {
    let executor = self.executor
    let values = DependencyValues._current
    let reporters = IssueReporters.current
    let caller = StoreCaller.context
    let inherited = InheritanceMarker.isBound
    let bound: @Sendable @MainActor () -> Result<T, any Error> = {
      Result {
        try EffectExecution.$preferred.withValue(executor) {
          try DependencyValues.$_current.withValue(values) {
            try withIssueReporters(reporters) {
              try InheritanceMarker.$isBound.withValue(inherited) {
                try StoreCaller.$context.withValue(caller) { try body() }
              }
            }
          }
        }
      }
    }
    if Thread.isMainThread { return try MainActor.assumeIsolated(bound).get() }
    let result = MainQueue.perform { MainActor.assumeIsolated(bound) }
    if startingEffects { MainQueue.drain() }
    return try result.get()
  }

  /// Runs `call` on the main actor as a *hosted call* of the script's executor (a test
  /// store's `send`, `receive`, `finish`): the executor runs nothing while the call runs
  /// there, and everything while the call waits for effects (the test store's
  /// `settleEffects`). Before the call returns, the effects it started have been started, so
  /// their operations are queued on the script's executor before the caller continues.
  ///
  /// The call runs in a task of its own that prefers the main queue, so every hop it makes
  /// (a resumed continuation goes through the task's preferred executor) stays on the main
  /// queue, never on the script's executor, which is not running jobs meanwhile.
  func hosted<T: Sendable>(_ call: @escaping @MainActor @Sendable () async -> T) async -> T {
    let executor = self.executor
    executor.beginHostedCall()
    defer { executor.endHostedCall() }
    let task = Task(executorPreference: MainSerialTaskExecutor.shared) {
      await Self.host(call, for: executor)
    }
    return await task.value
  }

  @MainActor private static func host<T: Sendable>(
    _ call: @MainActor @Sendable () async -> T, for executor: ScriptExecutor
  ) async -> T {
    defer { executor.hostedCallReturned() }
    let result = await EffectExecution.$preferred.withValue(executor) { await call() }
    // One turn of the main queue: the starts of the effects the call started run first.
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    return result
  }

  /// What a test store gives its effects: all the script can run, with its executor
  /// settled (``ScriptExecutor/settle(_:)``).
  var settleEffects: @MainActor @Sendable () async -> Void {
    { [executor] in
      await withCheckedContinuation { continuation in executor.settle(continuation) }
    }
  }
}

/// The script code calling into a store now (a statement of a unit, an effect's `send`):
/// the unit a reduce is shown under.
enum StoreCaller {
  @TaskLocal static var context: Context?
}

/// The main actor's queue, which stores need while a script runs on its own thread.
///
/// The script's thread hands work to it and waits for it (``perform(_:)``); the thread that
/// waits for a script (``wait(for:after:)``) runs it meanwhile if it is the main thread.
/// Nothing here waits for the script's thread, and nothing waits for the cooperative thread
/// pool, so a process whose pool is busy (a test process) cannot stall a script.
enum MainQueue {
  /// Runs `body` on the main queue, after everything queued there so far, and returns its
  /// result. Called off the main thread, which must be running its queue (a test process's
  /// main thread does; the `depplay` command's does in ``wait(for:after:)``).
  static func perform<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<[T]>([])
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      let value = body()
      result.withLock { $0 = [value] }
      finished.signal()
    }
    finished.wait()
    return result.withLock { $0[0] }
  }

  /// Runs everything queued on the main queue so far.
  static func drain() { perform {} }

  /// Calls `start` (which starts the script's thread), then waits for `done` (signalled by
  /// that thread, which then calls ``wake()``); on the main thread, runs the main queue
  /// meanwhile.
  ///
  /// The main thread must not be running a main-queue job itself (a `@MainActor` task):
  /// the queue would not run, and a script that uses a store would wait for ever. Call
  /// ``Session``'s `async` methods from tasks.
  static func wait(for done: DispatchSemaphore, after start: () -> Void) {
    start()
    guard Thread.isMainThread else { return done.wait() }
    while done.wait(timeout: .now()) == .timedOut {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }

  /// Wakes a main thread waiting in ``wait(for:after:)`` once the script is done.
  static func wake() {
    DispatchQueue.main.async {}
  }
}
