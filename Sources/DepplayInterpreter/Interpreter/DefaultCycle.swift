import DependencyRuntime
import DepplaySyntax
import Synchronization

/// The keys whose defaults are being computed on the current task, outermost first, so that a
/// default that reads its own key (directly or through other keys) is reported as a cycle
/// instead of recursing until the stack overflows.
///
/// In Swift such a key's `liveValue` getter would recurse forever too; depplay names the
/// chain of keys instead.
package enum DefaultCycle {
  /// Where the cycle error goes: the innermost default's computation catches it (the runtime
  /// computes defaults in a closure that cannot throw), and the outermost read rethrows it.
  package final class Report: Sendable {
    package let error = Mutex<CycleError?>(nil)
  }

  /// A default that reads its own key.
  package struct CycleError: ScriptError {
    package let diagnostic: Diagnostic
  }

  @TaskLocal package static var chain: [String] = []
  @TaskLocal package static var report: Report?

  /// Reads key `name` with `read` (which may compute its default), throwing the cycle error
  /// if its default is already being computed, or if a default computed inside found one.
  package static func reading<T>(_ name: String, at range: SourceRange, _ read: () throws -> T)
    throws
    -> T
  {
    let chain = Self.chain
    if chain.contains(name) {
      let cycle = chain.drop { $0 != name } + [name]
      throw CycleError(
        diagnostic: Diagnostic(
          message: "the default of '\(name)' reads '\(name)' itself: "
            + cycle.joined(separator: " → "), range: range,
          notes: [
            "a default cannot depend on its own key; in Swift its getter would recurse forever"
          ]))
    }
    let report = Self.report ?? Report()
    let value = try $report.withValue(report) {
      try $chain.withValue(chain + [name], operation: read)
    }
    if chain.isEmpty, let error = report.error.withLock({ $0 }) { throw error }
    return value
  }

  /// The script key `key`, named `name`, read from `values`: through
  /// ``reading(_:at:_:)`` when the read computes its default. A value already determined (an
  /// override, a prepared or cached default) runs no default, so its read needs no guard:
  /// the task-locals a guarded read binds cost more than the read itself.
  package static func read(
    _ key: DynamicDependencyKey<ScriptValue>, named name: String, from values: DependencyValues,
    at range: SourceRange
  ) throws -> ScriptValue {
    if values.determinedValue(of: key) != nil { return values[dynamic: key] }
    return try reading(name, at: range) { values[dynamic: key] }
  }

  /// Keeps a cycle error thrown while computing a default nested in another one (the first
  /// wins). `true` when a cycle was found (the error, if not the cycle itself, is a
  /// consequence of it: the default read as `nil`), `false` outside a default's computation
  /// or when there is no cycle.
  package static func keep(_ error: any Error) -> Bool {
    guard let report else { return false }
    return report.error.withLock { kept in
      if let cycle = error as? CycleError { kept = kept ?? cycle }
      return kept != nil
    }
  }
}
