import DependencyRuntime
import DepplaySupport
import DepplaySyntax

/// One thing that happened while a script ran. Renderers and checks read only events, so
/// every view of a run agrees, and a run's events are in a deterministic order.
package enum Event: Sendable {
  /// What `print` wrote, at `range`: the `print` statement. `text` is its items, joined by
  /// its separator; `terminator` what ends it (`"\n"` unless the call gives another: with
  /// `""`, the next text printed goes on the same line).
  case output(text: String, terminator: String, unit: UnitInfo, range: SourceRange)
  /// An issue reported by the runtime (or `reportIssue`).
  case issue(
    kind: ReportedIssue.Kind, key: String?, message: String, unit: UnitInfo, range: SourceRange)
  /// An expected issue (a test store's skipped assertions): shown as a known issue, which
  /// fails nothing and is not counted by `expect(issues:)`.
  case knownIssue(message: String, unit: UnitInfo, range: SourceRange)
  /// A dependency was read: its value and where the value came from (told on demand,
  /// ``KeptProvenance/provenance``; nil where nothing can tell: `context`, a built-in key
  /// read through `$0`).
  case valueResolved(
    key: String, value: EventValue, provenance: KeptProvenance, unit: UnitInfo,
    range: SourceRange)
  /// `why key` was asked: the answer, as data.
  ///
  /// NB: `indirect`: its answer (a value and a provenance told in words) made it the largest
  /// case, as large as a read's, and every event, a read's on every read, took its size.
  indirect case why(WhyAnswer, unit: UnitInfo, range: SourceRange)
  /// A scope (a `withDependencies`, a store's snapshot, a reduce, an effect's cancellation
  /// mark) was entered by `unit`; a ``scopeLeft(unit:range:)`` of the same unit closes it.
  case scopeEntered(kind: ScopeKind, unit: UnitInfo, range: SourceRange)
  /// `continuation.yield { … }` was entered by `unit`: the values escaped by
  /// `withEscapedDependencies` are in force again for the closure, whatever `unit` started
  /// with. `restoresOverrides` tells whether those values hold overrides (else they are the
  /// script's root values). A ``scopeLeft(unit:range:)`` of the same unit closes it.
  case yieldEntered(restoresOverrides: Bool, unit: UnitInfo, range: SourceRange)
  /// An escaping closure value, made at `madeAt`, was called by `unit` at `range`: it runs
  /// on the caller, with the caller's values; `start` compares them with the values in force
  /// where it was made. A ``scopeLeft(unit:range:)`` of the same unit closes it.
  case closureCalled(madeAt: SourceRange, start: ClosureStart, unit: UnitInfo, range: SourceRange)
  /// The innermost scope, `yield` or closure call entered by `unit` was left.
  case scopeLeft(unit: UnitInfo, range: SourceRange)
  /// A unit of work (task, queue block, thread) was created by `parent`, at `range`.
  case unitSpawned(unit: UnitInfo, parent: UnitInfo, range: SourceRange)
  /// A unit started running, with the values `start` says (decided by the interpreter where
  /// the unit starts; views show it, they never re-derive it).
  case unitStarted(unit: UnitInfo, start: UnitStart)
  /// A unit finished.
  case unitFinished(unit: UnitInfo)
  /// A check (`expect`, `#expect`, `XCTAssert…`) held: what it checked, as data.
  case checkPassed(Check, unit: UnitInfo, range: SourceRange)
  /// A check failed: what it checked and what it found, as data.
  case checkFailed(Check, unit: UnitInfo, range: SourceRange)
  /// A test case started.
  case testStarted(name: String)
  /// A test case finished, with its failures (empty when it passed).
  case testFinished(name: String, failures: [String])
  /// The script stopped (or a unit stopped) because of an error.
  case error(Diagnostic, unit: UnitInfo)
}

/// What a unit of work started with, compared with the values in force where its creator
/// created it.
package enum UnitStart: Sendable, Hashable {
  /// Overrides were in force where the unit was created, and it kept them: the mechanism
  /// that runs it (`Task {}`, `async let`, a group child, `DispatchQueue.sync`, a test) copies
  /// its creator's task-locals.
  case inheritedOverrides
  /// No overrides were in force where the unit was created: it starts with the script's root
  /// values, whether or not its mechanism copies task-locals.
  case inheritedNone
  /// Overrides were in force where the unit was created, and it lost them
  /// (`Task.detached`, `DispatchQueue.async`, a `Thread`): it starts with the script's root
  /// values. A `continuation.yield` inside it can restore escaped ones
  /// (``Event/yieldEntered(restoresOverrides:unit:range:)``).
  case lostOverrides

  /// How the task/scope tree says it: `inherited overrides`, `inherited none`,
  /// `lost overrides`.
  package var label: String {
    switch self {
    case .inheritedOverrides: "inherited overrides"
    case .inheritedNone: "inherited none"
    case .lostOverrides: "lost overrides"
    }
  }
}

/// What an escaping closure runs with when it is called: always its caller's values (a
/// closure captures variables, not task-locals), compared with the values in force where it
/// was made.
package enum ClosureStart: Sendable, Hashable {
  /// The caller's values are the very values in force where the closure was made.
  case valuesWhereMade
  /// Overrides were in force where the closure was made, and the caller's values are
  /// others: the closure does not see those overrides.
  case lostOverrides
  /// No overrides were in force where the closure was made, and the caller's values are
  /// others (overrides of the caller's, or a restarted process).
  case callersValues

  /// How views say it: `the values where it was made`, `lost the overrides where it was
  /// made`, `the caller's values`.
  package var label: String {
    switch self {
    case .valuesWhereMade: "the values where it was made"
    case .lostOverrides: "lost the overrides where it was made"
    case .callersValues: "the caller's values"
    }
  }
}

/// A unit of work as events name it.
package struct UnitInfo: Sendable, Hashable {
  /// The main script, numbered 0.
  package static let main = UnitInfo(id: 0, kind: .main, name: nil)

  /// The unit's number in its session (0 is the script itself).
  package var id: Int
  /// The mechanism that runs it.
  package var kind: UnitKind
  /// A name, for tests.
  package var name: String?

  /// `Task 3`, `DispatchQueue.global 4`, `test readsFive()`; empty for the main script.
  package var label: String { kind.label(id: id, name: name) }
}

/// The mechanisms that run script work (shared with exported programs).
package typealias UnitKind = DepplaySupport.UnitKind
