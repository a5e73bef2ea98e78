import DependencyRuntime

/// The `inout DependencyValues` of the update closure that is running (`$0`).
///
/// NB: @unchecked because it wraps a pointer to the update closure's `inout` argument; it is
/// created inside the closure, used only synchronously by the statements of that closure, on
/// that thread, and dropped before the closure returns.
final class ValuesUnderUpdate: @unchecked Sendable {
  private let pointer: UnsafeMutablePointer<DependencyValues>

  private init(pointer: UnsafeMutablePointer<DependencyValues>) { self.pointer = pointer }

  /// Runs `body` with `values` reachable as `$0`.
  static func with<R>(_ values: inout DependencyValues, _ body: (ValuesUnderUpdate) throws -> R)
    rethrows -> R
  {
    try withUnsafeMutablePointer(to: &values) { try body(ValuesUnderUpdate(pointer: $0)) }
  }

  var values: DependencyValues {
    get { pointer.pointee }
    _modify { yield &pointer.pointee }
  }
}
