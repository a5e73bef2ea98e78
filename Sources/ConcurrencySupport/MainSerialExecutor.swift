#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Runs `operation` with every job of the global concurrent executor sent to the main actor
/// instead, so tasks run one at a time, in the order they were enqueued.
///
/// Tests of code that starts unstructured tasks use it to make interleavings deterministic.
/// It sets a process-wide hook of the Swift runtime (`swift_task_enqueueGlobal_hook`), so
/// it affects every task in the process while `operation` runs, and restores the previous
/// hook when it returns.
///
/// ```swift
/// @MainActor @Test func startsTimer() async {
///   await withMainSerialExecutor {
///     let task = Task { await model.startTimer() }
///     await Task.yield()
///     #expect(model.isTimerRunning)
///     task.cancel()
///   }
/// }
/// ```
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @MainActor @Sendable () async throws -> Void
) async rethrows {
  let previous = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = previous }
  uncheckedUseMainSerialExecutor = true
  try await operation()
}

/// Runs synchronous `operation` with the global executor's jobs sent to the main actor.
///
/// Tasks that `operation` starts are enqueued serially on the main actor; they run once the
/// main actor is free.
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  let previous = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = previous }
  uncheckedUseMainSerialExecutor = true
  try operation()
}

/// Whether the global executor's jobs are being sent to the main actor. Setting it changes
/// the whole process, for every task; prefer ``withMainSerialExecutor(operation:)-5sd0q``.
public var uncheckedUseMainSerialExecutor: Bool {
  get { GlobalEnqueueHook.isSendingEveryJobToTheMainActor }
  set {
    GlobalEnqueueHook.slot.pointee =
      newValue ? GlobalEnqueueHook.toMainActor : GlobalEnqueueHook.resting
  }
}

/// The Swift runtime's hook on the global executor's enqueue.
package enum GlobalEnqueueHook {
  /// The runtime's own enqueue, which a hook calls for the jobs it leaves alone.
  package typealias Original = @convention(thin) (UnownedJob) -> Void
  /// A hook: it is given every job enqueued on the global executor, and the original enqueue.
  package typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The runtime's variable, looked up by its C name in the loaded concurrency library.
  // NB: `nonisolated(unsafe)`: the pointer is written once; what it points at is the
  // runtime's own variable, which the runtime reads on every enqueue.
  nonisolated(unsafe) package static let slot: UnsafeMutablePointer<Hook?> = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else {
      fatalError("The Swift runtime has no swift_task_enqueueGlobal_hook.")
    }
    return symbol.assumingMemoryBound(to: Hook?.self)
  }()

  /// The hook in place when every job is not being sent to the main actor: `nil`, or one
  /// that picks some jobs (``install(resting:)``).
  // NB: `nonisolated(unsafe)`: written once, by `install(resting:)`, before it is read.
  nonisolated(unsafe) private(set) static var resting: Hook?

  /// Puts `hook` in place for good, except while every job is sent to the main actor.
  package static func install(resting hook: Hook) {
    resting = hook
    if !isSendingEveryJobToTheMainActor { slot.pointee = hook }
  }

  static let toMainActor: Hook = { job, _ in
    MainActor.shared.enqueue(job)
  }

  static var isSendingEveryJobToTheMainActor: Bool {
    guard let hook = slot.pointee else { return false }
    return unsafeBitCast(hook, to: UnsafeRawPointer.self)
      == unsafeBitCast(toMainActor, to: UnsafeRawPointer.self)
  }
}
