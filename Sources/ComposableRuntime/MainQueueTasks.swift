import DependencyRuntime

/// The tasks a test store's effects start themselves (`Task {}` inside a `.run`), run one job
/// at a time on the main queue with the effects.
///
/// TCA's test store sends every job of the global executor to the main actor while it exists
/// (`useMainSerialExecutor`), so a `Task {}` created inside an effect queues behind the
/// effect's jobs there. A test store here runs its effects on ``MainSerialTaskExecutor`` by
/// task executor preference, which a `Task {}` does not inherit; so a hook on the global
/// executor sends to that executor the jobs of the tasks such code starts, and every later
/// job of those tasks, wherever they are resumed from. Other tasks of the process (other
/// tests running in parallel) keep the global executor.
enum MainQueueTasks {
  /// The test store whose effects the current task belongs to, bound while a test store
  /// starts effects on the main queue; tasks created under it inherit it.
  @TaskLocal static var scope: Scope?

  /// The tasks one test store's effects started, by task ID, until the test store ends.
  final class Scope: Sendable {
    fileprivate let taskIDs = LockIsolated<Set<UInt64>>([])

    init() { MainQueueTasks.installHook }

    /// Forgets the tasks this scope sent to the main queue: the test store has ended (its
    /// effects are cancelled), and a task ID is never reused.
    func end() {
      let ids = taskIDs.withValue { ids in
        defer { ids.removeAll() }
        return ids
      }
      routed.withValue { $0.subtract(ids) }
    }
  }

  /// Every task ID a live scope sent to the main queue.
  private static let routed = LockIsolated<Set<UInt64>>([])

  /// Puts the hook in place, once per process.
  private static let installHook: Void = GlobalEnqueueHook.install(resting: route)

  /// Sends `job` to the main queue if the code enqueueing it runs under a scope (a task an
  /// effect creates: its first job), or if it belongs to a task sent there before; any other
  /// job goes to the global executor.
  private static let route: GlobalEnqueueHook.Hook = { job, original in
    let id = taskID(of: job)
    if let scope {
      if id != 0 {
        scope.taskIDs.withValue { _ = $0.insert(id) }
        routed.withValue { _ = $0.insert(id) }
      }
      MainSerialTaskExecutor.shared.enqueue(job)
    } else if id != 0, routed.withValue({ $0.contains(id) }) {
      MainSerialTaskExecutor.shared.enqueue(job)
    } else {
      original(job)
    }
  }
}

/// The ID of the task `job` runs (a task is its own job), or 0 for a job of no task.
@_silgen_name("swift_task_getJobTaskId")
private func taskID(of job: UnownedJob) -> UInt64
