import CDependencyRuntime

/// Whether an update closure (`withDependencies`, `prepareDependencies`) is running, and
/// where it was written.
///
/// The library keeps this in a task-local. Binding a task-local costs as much as the rest of
/// a scope, so a *synchronous* update marks its thread instead (it cannot suspend, so the
/// mark covers exactly the reads it makes); an asynchronous update binds a task-local.
@usableFromInline
enum SettingMode {
  @usableFromInline
  struct Frame: Sendable {
    @usableFromInline var origin: DependencyOrigin?

    @inlinable
    init(origin: DependencyOrigin?) { self.origin = origin }
  }

  @TaskLocal static var asyncFrame: Frame?

  /// Whether reads here happen while a dependency update is being written.
  static var isActive: Bool {
    c_thread_frame_get() != nil || asyncFrame != nil
  }

  /// Where the update in progress was written.
  @inlinable
  static var origin: DependencyOrigin? {
    if let frame = c_thread_frame_get() {
      return frame.assumingMemoryBound(to: Frame.self).pointee.origin
    }
    return asyncOrigin
  }

  /// Where the asynchronous update in progress was written.
  @usableFromInline
  static var asyncOrigin: DependencyOrigin? { asyncFrame?.origin }

  /// Runs a synchronous update in setting mode.
  @inlinable
  static func run<R>(origin: DependencyOrigin?, _ update: () throws -> R) rethrows -> R {
    var frame = Frame(origin: origin)
    let previous = c_thread_frame_get()
    return try withUnsafeMutablePointer(to: &frame) { pointer in
      c_thread_frame_set(pointer)
      defer { c_thread_frame_set(previous) }
      return try update()
    }
  }

  /// Runs an asynchronous update in setting mode.
  static func run<R>(
    origin: DependencyOrigin?,
    isolation: isolated (any Actor)?,
    _ update: () async throws -> R
  ) async rethrows -> R {
    try await $asyncFrame.withValue(Frame(origin: origin), operation: update, isolation: isolation)
  }
}
