/// The hot paths' read of ``DependencyValues/_current``: the same task-local, read through
/// the concurrency runtime's entry point `TaskLocal.get()` calls, but specialised for
/// `DependencyValues`.
///
/// `TaskLocal.get()` is not inlinable, so every read went through its generic path and
/// copied the values with their value witnesses (~60 instructions of a read or a scope).
/// `swift_task_localValueGet` is what `get()` calls, keyed by the `TaskLocal` object's
/// address as `TaskLocal` keys it; it returns the bound value's address, or `nil` where
/// nothing is bound and the task-local's default (``processRootValues``) is in force.
extension DependencyValues {
  /// The values in force: what ``_current`` returns.
  @inlinable
  static var inForce: DependencyValues {
    guard let bound = taskLocalValueGet(key: Unmanaged.passUnretained($_current).toOpaque())
    else { return processRootValues }
    return bound.assumingMemoryBound(to: DependencyValues.self).pointee
  }
}

/// The value bound for the task-local keyed `key` in this task (or thread), if any.
@usableFromInline @_silgen_name("swift_task_localValueGet")
func taskLocalValueGet(key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
