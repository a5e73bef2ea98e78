/// The runtime's lookup of a task-local binding, the one `TaskLocal.get()` makes: the address
/// of the value bound to the task-local whose object is at `key` for the current task (or,
/// outside any task, the thread), or `nil` where none is bound.
@_silgen_name("swift_task_localValueGet")
private func taskLocalValueGet(key: UnsafeRawPointer) -> UnsafeRawPointer?

extension TaskLocal {
  /// Where the value bound for the current task (or thread) is stored, or `nil` where none is
  /// bound (a reader then sees the default value).
  ///
  /// A reader of a few fields reads them there: `get()` is generic over the value, so it
  /// copies the whole value through its value witnesses (and the caller destroys the copy
  /// the same way). The address is valid only while the binding is in force: read it at
  /// once, in the synchronous code that asked for it, and never keep it.
  func boundValueAddress() -> UnsafePointer<Value>? {
    taskLocalValueGet(key: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()))?
      .assumingMemoryBound(to: Value.self)
  }
}
