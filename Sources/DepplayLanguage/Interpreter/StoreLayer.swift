import ComposableRuntime
import DependencyRuntime
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

/// Runs `body` on the main actor, where stores live, with the caller's task-locals (its
/// dependencies, issue reporters, store caller) bound there too, as an `await` would keep
/// them.
func onMainActor<T: Sendable>(_ body: @escaping @Sendable @MainActor () throws -> T) throws -> T {
  if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
  let values = DependencyValues._current
  let reporters = IssueReporters.current
  let caller = StoreCaller.context
  let inherited = InheritanceMarker.isBound
  let result = try MainQueue.perform {
    Result {
      try DependencyValues.$_current.withValue(values) {
        try withIssueReporters(reporters) {
          try InheritanceMarker.$isBound.withValue(inherited) {
            try StoreCaller.$context.withValue(caller) { try MainActor.assumeIsolated(body) }
          }
        }
      }
    }
  }
  return try result.get()
}

/// The script code calling into a store now (a statement of a unit, an effect's `send`):
/// the unit a reduce is shown under.
enum StoreCaller {
  @TaskLocal static var context: Context?
  /// Bumped whenever script code runs for a store, so the executor's loop knows the main
  /// actor's queue made progress.
  static let progress = Atomic<Int>(0)
  /// Effects created by `.run` whose operation has not reached the script's executor yet:
  /// the library starts them through the main actor and the global executor, where the
  /// script's loop cannot see them.
  static let pendingEffects = Atomic<Int>(0)
  /// Units waiting for a store's effects (`await task.finish()`).
  static let storeWaits = Atomic<Int>(0)
  /// Units waiting for a test store (`send`, `receive`, `finish`), which times out by itself.
  static let timedWaits = Atomic<Int>(0)

  /// Adds `delta` to the count of `timed` waits, or of the others.
  static func countWait(timed: Bool, _ delta: Int) {
    if timed {
      timedWaits.add(delta, ordering: .relaxed)
    } else {
      storeWaits.add(delta, ordering: .relaxed)
    }
  }
  /// Signalled each time a pending effect's operation starts.
  static let effectStarted = DispatchSemaphore(value: 0)

  /// Waits (up to a bound, for an effect created but never returned) until a pending effect
  /// starts; whether one is pending.
  static func awaitPendingEffect() -> Bool {
    guard pendingEffects.load(ordering: .relaxed) > 0 else { return false }
    return effectStarted.wait(timeout: .now() + .seconds(2)) == .success
  }
}

/// The main actor's queue, which stores need while a script runs on its own thread.
///
/// In the `depplay` command (``servesOnRequest``), the main thread runs the main queue only
/// when the script's thread asks for it, so main-actor work (a store's reduce, the start of an
/// effect) and the script's own executor take turns, in an order fixed by the script: the
/// store's work queued so far runs when the script reads the store, sends to it, or has
/// nothing else to run. Elsewhere (a test process, whose main thread runs the main queue for
/// everyone) requests simply wait for the main thread.
public enum MainQueue {
  private static let requests = DispatchSemaphore(value: 0)
  private static let served = DispatchSemaphore(value: 0)
  private static let requestDone = Atomic<Bool>(false)
  private static let mainIsServing = Atomic<Bool>(false)
  private static let oneRequestAtATime = Mutex<Void>(())
  private static let turnTaking = Atomic<Bool>(false)

  /// Makes a main thread waiting for a script run the main queue only at the script's
  /// request. For a process whose main thread does nothing else meanwhile (the `depplay`
  /// command), never for one where other work needs the main actor (a test process).
  public static func servesOnRequest() {
    turnTaking.store(true, ordering: .releasing)
  }

  /// Runs everything queued on the main queue so far.
  static func drain() { _ = try? perform {} }

  /// Runs `body` on the main queue, after everything queued there so far, and returns its
  /// result. Called off the main thread.
  static func perform<T: Sendable>(_ body: @escaping @Sendable () -> T) throws -> T {
    guard mainIsServing.load(ordering: .acquiring) else {
      // Bounded: a main thread that never runs its queue must not hang the script.
      let result = Mutex<[T]>([])
      let finished = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        let value = body()
        result.withLock { $0 = [value] }
        finished.signal()
      }
      guard finished.wait(timeout: .now() + .seconds(30)) == .success else {
        throw MainQueueUnavailable()
      }
      return result.withLock { $0[0] }
    }
    return oneRequestAtATime.withLock { _ in
      let result = Mutex<[T]>([])
      requestDone.store(false, ordering: .releasing)
      DispatchQueue.main.async {
        let value = body()
        result.withLock { $0 = [value] }
        requestDone.store(true, ordering: .releasing)
      }
      requests.signal()
      served.wait()
      // The block has run: the main thread signals `served` only once `requestDone` is set.
      return result.withLock { $0[0] }
    }
  }

  /// Calls `start` (which starts the script's thread), then waits for `done` (signalled by
  /// that thread, which then calls ``wake()``); on the main thread, runs the main queue
  /// meanwhile — at the script's request, or freely unless ``servesOnRequest()`` was called.
  static func wait(for done: DispatchSemaphore, after start: () -> Void) {
    guard Thread.isMainThread else {
      start()
      done.wait()
      return
    }
    guard turnTaking.load(ordering: .acquiring) else {
      // Bounded: a caller that is itself a main-queue job cannot run the queue again.
      start()
      while done.wait(timeout: .now()) == .timedOut {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      }
      return
    }
    mainIsServing.store(true, ordering: .releasing)
    defer { mainIsServing.store(false, ordering: .releasing) }
    start()
    while true {
      requests.wait()
      if done.wait(timeout: .now()) == .success { return }
      while !requestDone.load(ordering: .acquiring) {
        _ = RunLoop.main.run(mode: .default, before: .distantFuture)
      }
      served.signal()
    }
  }

  /// Wakes a main thread waiting in ``wait(for:after:)`` once the script is done.
  static func wake() {
    if mainIsServing.load(ordering: .acquiring) {
      requests.signal()
    } else {
      DispatchQueue.main.async {}
    }
  }
}

/// The main queue did not run a store's work: the process's main thread is not running it.
struct MainQueueUnavailable: Error, CustomStringConvertible {
  var description: String {
    "the main queue did not run within 30 seconds: stores need a main thread that runs it"
  }
}
