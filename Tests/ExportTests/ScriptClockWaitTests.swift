import DependencyRuntime
import DepplaySupport
import Synchronization
import Testing

/// An exported program's executor tells "still working" from "stuck" by what is in flight,
/// never by waiting a while: a sleep that ends by itself and a `TestClock` moving time keep
/// it running; a `TestClock` sleep that nothing advances leaves it at once.
@Suite struct ScriptClockWaitTests {
  final class Flag: Sendable {
    let isSet = Atomic<Bool>(false)
    func set() { isSet.store(true, ordering: .relaxed) }
    var value: Bool { isSet.load(ordering: .relaxed) }
  }

  @Test func aRealClockSleepKeepsTheExecutorWaitingUntilItEnds() {
    let script = Script("sleep.dep")
    let woke = Flag()
    Task(executorPreference: script.executor) {
      let clock = ContinuousClock()
      try await script.sleeping(on: clock) { try await clock.sleep(for: .milliseconds(1)) }
      woke.set()
    }
    script.executor.runUntilQuiescent()
    #expect(woke.value)
  }

  @Test func aTestClockSleepNobodyAdvancesEndsTheRunAtOnce() {
    let script = Script("stuck.dep")
    let clock = TestClock()
    let woke = Flag()
    let sleeper = Task(executorPreference: script.executor) {
      try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
      woke.set()
    }
    script.executor.runUntilQuiescent()
    #expect(!woke.value)
    sleeper.cancel()
  }

  @Test func advancingATestClockRunsTheWokenWorkBeforeTheRunEnds() {
    let script = Script("advance.dep")
    let clock = TestClock()
    let woke = Flag()
    Task(executorPreference: script.executor) {
      Task(executorPreference: script.executor) {
        try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
        woke.set()
      }
      await script.executor.waitUntilIdle()  // the sleeper reaches its sleep
      await script.advancing { await clock.advance(by: .seconds(1)) }
    }
    script.executor.runUntilQuiescent()
    #expect(woke.value)
  }
}
