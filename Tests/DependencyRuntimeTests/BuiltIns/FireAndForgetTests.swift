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
      #expect(issues.kindsAndKeys == ["fireAndForgetError:fireAndForget"])
      #expect(issues.first?.message.contains("MailerDown") == true)
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
