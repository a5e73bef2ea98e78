import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Dispatch
import Testing

/// When a `Store`'s effect starts: its task's first job runs on the main actor, as TCA's does,
/// and queues its operation on the preferred executor at once. An interpreter blocked in
/// `store.send` lets the main queue run once more and relies on this: the effects have begun,
/// and their operations wait on its executor in order, before the script goes on.
@MainActor
@Suite(.dependencies)
struct EffectStartTests {
  struct Starter: Reducer {
    @ObservableState
    struct State: Equatable {}
    enum Action: Equatable { case start(Int) }
    let started: LockIsolated<[Int]>
    func reduce(into _: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start(let number):
        return .run { [started] _ in started.withValue { $0.append(number) } }
      }
    }
  }

  @Test func effectOperationsAreQueuedOnThePreferredExecutorOnceTheMainQueueHasRunOnce() async {
    let started = LockIsolated<[Int]>([])
    let executor = ManualTaskExecutor()
    let store = Store(initialState: Starter.State()) { Starter(started: started) }
    EffectExecution.$preferred.withValue(executor) {
      _ = store.send(.start(1))
      _ = store.send(.start(2))
    }
    #expect(started.value.isEmpty)
    await letMainQueueRunOnce()
    // Run only what the preferred executor holds now, as a script's thread would next.
    executor.runQueuedJobs()
    #expect(started.value == [1, 2])
  }
}

/// Lets the main queue run what was queued on it before this call, then resumes.
@MainActor
private func letMainQueueRunOnce() async {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// A task executor that keeps its jobs until told to run them.
private final class ManualTaskExecutor: TaskExecutor, Sendable {
  private let jobs = LockIsolated<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withValue { $0.append(job) }
  }

  /// Runs the jobs queued so far, in order, on the calling thread.
  func runQueuedJobs() {
    let queued = jobs.withValue { jobs in
      defer { jobs.removeAll() }
      return jobs
    }
    for job in queued { job.runSynchronously(on: asUnownedTaskExecutor()) }
  }
}
