import DependencyRuntime
import DepplaySupport

/// One thing that happened while a script ran. Renderers and checks read only events, so
/// every view of a run agrees, and a run's events are in a deterministic order.
public enum Event: Sendable {
  /// A line printed by `print`.
  case output(text: String, unit: UnitInfo)
  /// An issue reported by the runtime (or `reportIssue`).
  case issue(
    kind: ReportedIssue.Kind, key: String?, message: String, unit: UnitInfo, range: SourceRange)
  /// A dependency was read: its value and where the value came from.
  case valueResolved(
    key: String, value: String, provenance: String?, unit: UnitInfo, range: SourceRange)
  /// `why key` was asked.
  case why(key: String, explanation: String, unit: UnitInfo, range: SourceRange)
  /// A scope (`withDependencies`, a `yield`, a test trait) was entered.
  case scopeEntered(kind: String, unit: UnitInfo, range: SourceRange)
  /// The innermost scope entered by `unit` was left.
  case scopeLeft(unit: UnitInfo, range: SourceRange)
  /// A unit of work (task, queue block, thread) was created by `parent`.
  case unitSpawned(unit: UnitInfo, parent: UnitInfo, range: SourceRange)
  /// A unit started running; whether it kept the task-local values of its creator.
  case unitStarted(unit: UnitInfo, inheritedOverrides: Bool)
  /// A unit finished.
  case unitFinished(unit: UnitInfo)
  /// An `expect` held.
  case checkPassed(description: String, unit: UnitInfo, range: SourceRange)
  /// An `expect` failed: what was expected and what happened.
  case checkFailed(description: String, details: [String], unit: UnitInfo, range: SourceRange)
  /// A test case started.
  case testStarted(name: String)
  /// A test case finished, with its failures (empty when it passed).
  case testFinished(name: String, failures: [String])
  /// The script stopped (or a unit stopped) because of an error.
  case error(Diagnostic, unit: UnitInfo)
}

/// A unit of work as events name it.
public struct UnitInfo: Sendable, Hashable {
  /// The main script, numbered 0.
  public static let main = UnitInfo(id: 0, kind: .main, name: nil)

  /// The unit's number in its session (0 is the script itself).
  public var id: Int
  /// The mechanism that runs it.
  public var kind: UnitKind
  /// A name, for tests.
  public var name: String?

  /// `Task 3`, `DispatchQueue.global 4`, `test readsFive()`; empty for the main script.
  public var label: String { kind.label(id: id, name: name) }
}

/// The mechanisms that run script work (shared with exported programs).
public typealias UnitKind = DepplaySupport.UnitKind
