import DependencyRuntime
import Foundation
import Testing

extension BuiltIns {
  @Suite struct FireAndForgetTests {
    @Test func testValueAwaitsTheWork() async {
      let done = LockIsolated(false)
      let (_, issues) = await collectingIssues {
        @Dependency(\.fireAndForget) var fireAndForget
        await fireAndForget {
          try await Task.sleep(for: .milliseconds(10))
          done.setValue(true)
        }
        #expect(done.value)
      }
      #expect(issues.isEmpty)
    }

    /// The work runs in a task of its own, which the caller's cancellation does not reach;
    /// the caller still waits for it.
    @Test func testValueRunsTheWorkInItsOwnTaskUnreachedByTheCallersCancellation() async {
      let sawCancellation = LockIsolated<Bool?>(nil)
      let (started, start) = AsyncStream<Void>.makeStream()
      let (_, issues) = await collectingIssues {
        let caller = Task {
          @Dependency(\.fireAndForget) var fireAndForget
          await fireAndForget {
            start.yield()
            await Task.megaYield()
            sawCancellation.setValue(Task.isCancelled)
          }
          return sawCancellation.value
        }
        for await _ in started { break }
        caller.cancel()
        #expect(await caller.value == false)  // awaited, and not cancelled
      }
      #expect(issues.isEmpty)
    }

    @Test func workRunsInATaskWithTheGivenName() async {
      let name = LockIsolated<String?>(nil)
      _ = await collectingIssues {
        @Dependency(\.fireAndForget) var fireAndForget
        await fireAndForget(name: "welcome email", priority: .low) { name.setValue(Task.name) }
      }
      #expect(name.value == "welcome email")
    }

    @Test func testValueReportsAThrownError() async {
      struct MailerDown: Error {}
      let (_, issues) = await collectingIssues {
        @Dependency(\.fireAndForget) var fireAndForget
        await fireAndForget { throw MailerDown() }
      }
      #expect(issues.kindsAndKeys == ["caughtError:-"])
      #expect(issues.first?.message == "Caught error: MailerDown()")
    }

    /// With ``FireAndForget/preferredExecutor`` bound (as an interpreter binds it), the
    /// work's task runs its jobs there, live and in tests alike; unbound, nowhere but the
    /// global executor.
    @Test func theWorksTaskPrefersTheBoundExecutor() async {
      let executor = CountingExecutor()
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {}
      #expect(executor.jobs.value == 0)
      await FireAndForget.$preferredExecutor.withValue(executor) {
        await fireAndForget { await Task.yield() }
      }
      let awaited = executor.jobs.value
      #expect(awaited > 0)
      let (finished, done) = AsyncStream<Void>.makeStream()
      await withDependencies {
        $0.context = .live
      } operation: {
        await FireAndForget.$preferredExecutor.withValue(executor) {
          await fireAndForget { done.yield() }
        }
      }
      for await _ in finished { break }
      #expect(executor.jobs.value > awaited)
    }

    /// The work waits for a gate opened only after `fireAndForget` returns: a live value that
    /// awaited its work would never return, so the time limit turns that into a failure.
    @Test(.timeLimit(.minutes(1)))
    func liveValueReturnsBeforeTheWorkRuns() async {
      let gate = AsyncStream<Void>.makeStream()
      let finished = AsyncStream<Int>.makeStream()
      let (_, issues) = await collectingIssues {
        await withDependencies {
          $0.context = .live; $0.date.now = .distantPast
        } operation: {
          @Dependency(\.fireAndForget) var fireAndForget
          await fireAndForget {
            for await _ in gate.stream { break }
            @Dependency(\.date.now) var now
            finished.continuation.yield(now == .distantPast ? 1 : 0)
          }
        }
      }
      gate.continuation.yield()
      var results = finished.stream.makeAsyncIterator()
      #expect(await results.next() == 1)  // ran later, with the scope's overrides
      #expect(issues.isEmpty)
    }
  }
}

/// Runs each job at once on a serial queue, counting them.
private final class CountingExecutor: TaskExecutor {
  let jobs = LockIsolated(0)
  private let queue = DispatchQueue(label: "counting")

  func enqueue(_ job: consuming ExecutorJob) {
    jobs.withValue { $0 += 1 }
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
