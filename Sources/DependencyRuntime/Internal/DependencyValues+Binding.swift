import CDependencyRuntime

/// The hot paths' access to ``DependencyValues/_current``: the same task-local, read and
/// bound through the concurrency runtime's entry points that `TaskLocal` itself calls, but
/// specialised for `DependencyValues`.
///
/// `TaskLocal.get()` is not inlinable, so every read went through its generic path and
/// copied the values with their value witnesses (~60 instructions of a read or a scope);
/// `swift_task_localValueGet` is what `get()` calls, keyed by the `TaskLocal` object's
/// address as `TaskLocal` keys it. `withValue` borrows the value it binds, so binding copied
/// the values (two retains and two releases per scope); a scope here builds them in place
/// and hands them over (`CDependencyRuntime`'s `c_task_local_push_taking`). The bindings
/// are the ones `$_current` makes and reads: child tasks copy them and detached work loses
/// them exactly as before.
extension DependencyValues {
  /// The values in force: what ``_current`` returns.
  @inlinable
  static var inForce: DependencyValues {
    guard let bound = taskLocalValueGet(key: Unmanaged.passUnretained($_current).toOpaque())
    else { return processRootValues }
    return bound.assumingMemoryBound(to: DependencyValues.self).pointee
  }

  /// A synchronous scope: runs `operation` with the values in force, as `update` changes
  /// them while marked as setting (from `origin`), bound as ``_current``; a class result is
  /// remembered with them.
  @inlinable
  static func withUpdated<R>(
    origin: DependencyOrigin,
    _ update: (inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    try withUnsafeTemporaryAllocation(of: DependencyValues.self, capacity: 1) { slot in
      let values = slot.baseAddress.unsafelyUnwrapped
      values.initialize(to: inForce)
      values.pointee.reader = nil
      do {
        try SettingMode.run(origin: origin) { try update(&values.pointee) }
      } catch {
        values.deinitialize(count: 1)
        throw error
      }
      // NB: decided at compile time where `R` is known: a value-type result keeps no copy.
      let remembered = _canBeClass(R.self) == 0 ? nil : values.pointee
      c_task_local_push_taking(
        Unmanaged.passUnretained($_current).toOpaque(), values,
        unsafeBitCast(DependencyValues.self as Any.Type, to: UnsafeRawPointer.self))
      // NB: the binding has taken the values out of `slot`: nothing deinitialises them here.
      defer { c_task_local_pop() }
      let result = try operation()
      if let remembered { RememberedValues.remember(remembered, for: result) }
      return result
    }
  }
}

/// The value bound for the task-local keyed `key` in this task (or thread), if any.
@usableFromInline @_silgen_name("swift_task_localValueGet")
func taskLocalValueGet(key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
