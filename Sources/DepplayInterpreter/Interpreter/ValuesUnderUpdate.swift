import DependencyRuntime

/// The `inout DependencyValues` of the update closure that is running (`$0`), or, in a
/// `.transformDependency(\.key)` closure, the one key whose value `$0` is (its `focus`).
///
/// NB: @unchecked because it wraps a pointer to the update closure's `inout` argument; it is
/// created inside the closure, used only synchronously by the statements of that closure, on
/// that thread, and dropped before the closure returns.
package final class ValuesUnderUpdate: @unchecked Sendable {
  private let pointer: UnsafeMutablePointer<DependencyValues>
  /// The key `$0` stands for (`$0.field` is `$0.key.field`), or `nil` when `$0` is all the
  /// values.
  package let focus: String?

  private init(pointer: UnsafeMutablePointer<DependencyValues>, focus: String?) {
    self.pointer = pointer
    self.focus = focus
  }

  /// Runs `body` with `values` reachable as `$0`, or only the key `focus` if one is given.
  package static func with<R>(
    _ values: inout DependencyValues, focus: String? = nil,
    _ body: (ValuesUnderUpdate) throws -> R
  ) rethrows -> R {
    try withUnsafeMutablePointer(to: &values) {
      try body(ValuesUnderUpdate(pointer: $0, focus: focus))
    }
  }

  /// The path after `$0` that `path` names from the values: `path` behind the focus.
  package func fullPath(_ path: [String]) -> [String] {
    guard let focus else { return path }
    return [focus] + path
  }

  package var values: DependencyValues {
    get { pointer.pointee }
    _modify { yield &pointer.pointee }
  }
}
