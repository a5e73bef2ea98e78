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
  let reducer: Reduce<FeatureState, ActionValue>
  /// How the script wrote it, for messages.
  let label: String

  init(_ reducer: some Reducer<FeatureState, ActionValue>, label: String) {
    self.reducer = Reduce(reducer)
    self.label = label
  }
}

/// A feature run as a `ComposableRuntime` reducer: each action rebuilds the feature's `body`
/// (with the values in force for that reduce, as TCA's `body` is rebuilt) and runs its
/// reducers in order, merging their effects.
struct FeatureReducer: Reducer {
  typealias State = FeatureState
  typealias Action = ActionValue
  typealias Body = Never

  let instance: FeatureInstance
  let interpreter: Interpreter
  let context: Context

  func reduce(into state: inout FeatureState, action: ActionValue) -> Effect<ActionValue> {
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

/// Runs `body` on the main actor, where stores live: directly on the main thread (the
/// `depplay` command runs the script's executor there), else on the main queue, with the
/// caller's dependencies, issue reporters and store caller bound there too.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
  if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
  let values = DependencyValues._current
  let reporters = IssueReporters.current
  let caller = StoreCaller.context
  return try DispatchQueue.main.sync {
    try DependencyValues.$_current.withValue(values) {
      try withIssueReporters(reporters) {
        try StoreCaller.$context.withValue(caller) { try MainActor.assumeIsolated(body) }
      }
    }
  }
}

/// The script code calling into a store now (a statement of a unit, an effect's `send`):
/// the unit a reduce is shown under.
enum StoreCaller {
  @TaskLocal static var context: Context?
  /// Bumped whenever script code runs for a store, so the executor's loop knows the main
  /// actor's queue made progress.
  static let progress = Atomic<Int>(0)
}

/// Lets the main actor's queue run, from the script executor's loop when nothing else can
/// run: everything queued so far runs (on the main thread: the loop pumps the main run loop;
/// elsewhere, it waits for the main thread to reach a marker).
enum MainQueue {
  static func drain() {
    guard Thread.isMainThread else {
      DispatchQueue.main.sync {}
      return
    }
    let marker = Marker()
    DispatchQueue.main.async { marker.reached.store(true, ordering: .relaxed) }
    while !marker.reached.load(ordering: .relaxed) {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }

  /// Waits for `done`; on the main thread, runs the main queue meanwhile (stores, which live
  /// on the main actor, need it while the script runs on its own thread).
  static func wait(for done: DispatchSemaphore) {
    guard Thread.isMainThread else {
      done.wait()
      return
    }
    while done.wait(timeout: .now()) == .timedOut {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }

  /// Wakes a main thread waiting in ``wait(for:)``.
  static func wake() {
    DispatchQueue.main.async {}
  }

  private final class Marker: Sendable {
    let reached = Atomic<Bool>(false)
  }
}
