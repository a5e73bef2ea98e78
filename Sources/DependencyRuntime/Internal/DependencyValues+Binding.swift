/// The hot paths' access to ``DependencyValues/_current``, through `TaskLocal`'s own API:
/// child tasks copy the binding and detached work loses it, as Swift decides.
extension DependencyValues {
  /// The values in force: what ``_current`` returns.
  @inlinable
  static var inForce: DependencyValues { _current }

  /// A synchronous scope: runs `operation` with the values in force, as `update` changes
  /// them while marked as setting (from `origin`), bound as ``_current``; a class result is
  /// remembered with them.
  @inlinable
  static func withUpdated<R>(
    origin: DependencyOrigin,
    _ update: (inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    var values = _current
    values.reader = nil
    try SettingMode.run(origin: origin) { try update(&values) }
    let result = try $_current.withValue(values, operation: operation)
    RememberedValues.remember(values, for: result)
    return result
  }
}
