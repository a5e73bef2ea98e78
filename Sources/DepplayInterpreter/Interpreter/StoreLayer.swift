import ComposableRuntime
import DependencyRuntime
import DepplaySupport
import Foundation
import Synchronization

/// A feature's state as `ComposableRuntime` holds it: the script's `Feature.State` record.
/// (`ObservableState`, so that the interpreter reads any store's `state`: what a script may
/// read is the checker's to say.)
package struct FeatureState: Equatable, Sendable, CustomStringConvertible, ObservableState {
  package var value: ScriptValue

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

  package var description: String { value.description }

  /// An optional field (`\.settings` of `@Presents var settings: Settings.State?`), as
  /// `store.scope(state: \.settings, action: \.settings.presented)` reaches it: `nil` while
  /// it holds `nil`.
  package subscript(optionalField name: String) -> FeatureState? {
    guard case .record(let record) = value, let field = record[field: name] else { return nil }
    if case .none = field { return nil }
    return FeatureState(value: field)
  }

  /// A field, as a key path (`\.child` in `Scope(state: \.child, …)`) reaches it.
  package subscript(field name: String) -> FeatureState {
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

extension FeatureState {
  /// A field reached through others (`\.huddle.title`, a binding action's path): each name a
  /// field of the record before it. Setting it sets the innermost field and writes each
  /// record back.
  package subscript(fieldPath path: [String]) -> FeatureState {
    get { path.reduce(self) { $0[field: $1] } }
    set {
      guard let first = path.first else {
        self = newValue
        return
      }
      var inner = self[field: first]
      inner[fieldPath: Array(path.dropFirst())] = newValue
      self[field: first] = inner
    }
  }
}

/// A reducer value of a script (`Reduce { … }`, `Scope(…) { … }`, `Feature()`, with modifiers),
/// type-erased by the library's own `Reduce`.
package final class ReducerBox: @unchecked Sendable {
  // NB: @unchecked because `Reduce` holds a non-Sendable closure; a reducer value is built
  // and used by one store's reduce at a time.
  package let reducer: Reduce<FeatureState, Action>
  /// How the script wrote it, for messages.
  package let label: String

  package init(_ reducer: some Reducer<FeatureState, Action>, label: String) {
    self.reducer = Reduce(reducer)
    self.label = label
  }
}

/// A feature run as a `ComposableRuntime` reducer: each action rebuilds the feature's `body`
/// (with the values in force for that reduce, as TCA's `body` is rebuilt) and runs its
/// reducers in order, merging their effects.
package struct FeatureReducer: Reducer {
  package typealias State = FeatureState
  package typealias Action = DepplayInterpreter.Action
  package typealias Body = Never

  package let instance: FeatureInstance
  package let interpreter: Interpreter
  package let context: Context

  package func reduce(into state: inout FeatureState, action: Action) -> Effect<Action> {
    interpreter.reduce(instance, into: &state, action: action, context)
  }
}

/// The first error script code raised inside the library (a reducer, a state initializer),
/// thrown again where the script called into the library.
package final class ScriptFailure: Sendable {
  private let error = Mutex<(any Error)?>(nil)

  package func record(_ newError: any Error) {
    error.withLock { if $0 == nil { $0 = newError } }
  }

  /// Whether an error is recorded and not yet thrown again.
  package var hasFailed: Bool { error.withLock { $0 != nil } }

  /// Throws the recorded error, if any, and forgets it.
  package func rethrow() throws {
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
  package func onMainActor<T: Sendable>(
    startingEffects: Bool = false, _ body: @escaping @Sendable @MainActor () throws -> T
  ) throws -> T {
    let executor = self.executor
    let values = DependencyValues._current
    // The bound list, not `current`: where none is bound (no script work runs there, and
    // the inheritance marker is unset), none is bound on the main actor either.
    let reporters = IssueReporters.bound
    let caller = StoreCaller.context
    let bound: @Sendable @MainActor () -> Result<T, any Error> = {
      Result {
        try EffectExecution.$preferred.withValue(executor) {
          try StateDiffText.$describe.withValue(.init(ValueText.describe)) {
            try DependencyValues.$_current.withValue(values) {
              try IssueReporters.$bound.withValue(reporters) {
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
}

/// The script code calling into a store now (a statement of a unit, an effect's `send`):
/// the unit a reduce is shown under.
package enum StoreCaller {
  @TaskLocal package static var context: Context?
}
