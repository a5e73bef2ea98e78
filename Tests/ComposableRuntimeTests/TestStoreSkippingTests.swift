import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// Non-exhaustive testing and the test store's skips, as measured on TCA 1.25 (CONFORMANCE.md,
/// "The store layer against TCA": `NonExhaustiveSkips`, `SkipReceivedActions`,
/// `SkipInFlightEffects`).
@MainActor
@Suite(.dependencies)
struct TestStoreSkippingTests {
  @Test func offSkipsUnassertedChangesAndReceivedActionsSilently() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      store.exhaustivity = .off
      await store.send(.increment)
      await store.send(.delayedIncrementTapped)
      await store.send(.increment) { $0.count = 3 }
      #expect(store.state.count == 3)
    }
    #expect(log.messages == [])
  }

  @Test func offStillFailsAnAssertionThatDoesNotHold() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment) { $0.count = 100 }
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("A state change does not match expectation") == true)
  }

  /// TCA 1.25 reports each skipped assertion as an expected issue headed "Skipped
  /// assertions." (`ShowSkippedAssertions`): at a `send` with unhandled received actions, two
  /// (must handle them, then skipped).
  @Test func offWithShowSkippedAssertionsShowsWhatWasSkippedAsExpectedIssues() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.delayedIncrementTapped)
      await store.send(.doNothing)
    }
    #expect(log.messages == [])
    #expect(log.expectedMessages.count == 2)
    #expect(log.expectedMessages.allSatisfy { $0.hasPrefix("Skipped assertions.\n") })
    #expect(log.expectedMessages.first?.contains("Must handle 1 received action") == true)
    #expect(log.expectedMessages.last?.contains("1 received action skipped") == true)
  }

  /// Under Swift Testing, with the default reporters, a skipped assertion is a known issue:
  /// were it recorded as an issue, this test would fail.
  @Test func aSkippedAssertionIsAKnownIssueInATest() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementTapped)
    await store.skipReceivedActions()
  }

  @Test func skipReceivedActionsTakesTheirStateAndWithNothingToSkipIsAnIssue() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.delayedIncrementTapped)
      await withIssueReporters([]) { await store.skipReceivedActions() }
      #expect(store.state.count == 1)
      await store.skipReceivedActions()
      await store.skipReceivedActions(strict: false)
    }
    #expect(log.messages == ["There were no received actions to skip."])
  }

  @Test func skipInFlightEffectsDoesNotCancelThem() async {
    let clock = TestClock()
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.delayedIncrementTapped)
      await withIssueReporters([]) { await store.skipInFlightEffects() }
      #expect(!task.isCancelled)
      await clock.advance(by: .seconds(1))
      await store.receive(.increment) { $0.count = 1 }
      await store.skipInFlightEffects()
      await store.skipInFlightEffects(strict: false)
    }
    #expect(log.messages == ["There were no in-flight effects to skip."])
  }

  @Test func aReceiveThatTimesOutWhileEffectsRunIsTwoIssuesWithNothingRunningOne() async {
    let clock = TestClock()
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.receive(.increment)
      let task = await store.send(.delayedIncrementTapped)
      await store.receive(.increment, timeout: .milliseconds(50))
      await task.cancel()
    }
    #expect(log.messages.count == 3)
    #expect(log.messages[0].contains("no effect is running"))
    #expect(log.messages[1].contains("received none after"))
    #expect(log.messages[2].hasPrefix("Expected to receive Counter.Action.increment, but didn't"))
  }

  @Test func storeTaskCancelStopsTheEffectsAndFinishTimingOutCancelsThem() async {
    let clock = TestClock()
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let first = await store.send(.delayedIncrementTapped)
      #expect(!first.isCancelled)
      await first.cancel()
      #expect(first.isCancelled)
      let second = await store.send(.delayedIncrementTapped)
      await second.finish(timeout: .milliseconds(50))
      #expect(second.isCancelled)
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("still running") == true)
  }

  /// `assert { … }` (TCA's, measured on TCA 1.25.5): the closure must leave the state as it
  /// is now, exhaustive or not; one that changes nothing passes.
  @Test func assertChecksTheStateAsItIsNow() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 1 }
      store.assert { $0.count = 1 }
      store.exhaustivity = .off
      await store.send(.increment)
      store.assert { $0.count = 2 }
    }
    #expect(log.messages == [])
  }

  @Test func assertFailsWhenTheStateIsNotWhatItSays() async {
    for exhaustivity in [Exhaustivity.on, .off] {
      let log = await collectingIssues {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        store.exhaustivity = exhaustivity
        await store.send(.increment) { $0.count = 1 }
        store.assert { $0.count = 5 }
      }
      #expect(log.messages.count == 1)
      #expect(log.messages.first?.contains("A state change does not match expectation") == true)
    }
  }
}
