import DependencyRuntime
import Testing

extension BuiltIns {
  /// `TestClock.advance` racing sleeps that register on other threads at the same time (a
  /// full-suite hang was once seen there). Run under the thread sanitizer by `./dev test`.
  @Suite struct TestClockStressTests {
    @Test func advanceRacingConcurrentSleepsWakesEverySleeperInOrder() async throws {
      let clock = TestClock()
      let sleepers = 200
      let woken = LockIsolated<[Int]>([])
      let tasks = (0..<sleepers).map { index in
        Task.detached {
          // Each computes its deadline from `now` while `advance` is moving it.
          try await clock.sleep(for: .seconds(1 + index % 7))
          let now = clock.now
          woken.withValue { $0.append(index) }
          return now
        }
      }
      var rounds = 0
      while woken.value.count < sleepers, rounds < 100_000 {
        await clock.advance(by: .seconds(1))
        await Task.yield()
        rounds += 1
      }
      #expect(woken.value.count == sleepers, "after \(rounds) rounds")
      for task in tasks { _ = try await task.value }
    }

    @Test func cancellingSleepersWhileAdvancingLeavesNoneBehind() async {
      let clock = TestClock()
      let ended = LockIsolated(0)
      let tasks = (0..<200).map { index in
        Task.detached {
          try? await clock.sleep(for: .seconds(1 + index % 5))
          ended.withValue { $0 += 1 }
        }
      }
      for (index, task) in tasks.enumerated() where index % 2 == 0 { task.cancel() }
      var rounds = 0
      while ended.value < tasks.count, rounds < 100_000 {
        await clock.advance(by: .seconds(1))
        await Task.yield()
        rounds += 1
      }
      #expect(ended.value == tasks.count, "after \(rounds) rounds")
    }
  }
}
