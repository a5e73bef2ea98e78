import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// Misuse gets a clear issue, never a crash or a hang.
@MainActor
@Suite(.dependencies)
struct BadInputTests {
  /// Lets its effect's `send` escape, to be called after the effect has finished.
  struct Escaper: Reducer {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case start, late, ignored }
    let escaped: LockIsolated<Send<Action>?>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [escaped] send in escaped.setValue(send) }
      case .late:
        state.count += 1
        return .none
      case .ignored:
        return .none
      }
    }
  }

  @Test func sendFromAFinishedEffectIsReported() async {
    let escaped = LockIsolated<Send<Escaper.Action>?>(nil)
    let log = await collectingIssues {
      let store = Store(initialState: Escaper.State()) { Escaper(escaped: escaped) }
      await store.send(.start).finish()
      await escaped.value?(.late)
      // As in TCA, the action is still reduced; the issue says why it should not be sent.
      #expect(store.state.count == 1)
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("sent from an effect that has already finished") == true)
    #expect(log.messages.first?.contains("Escaper.Action.late") == true)
  }

  @Test func anActionNobodyHandlesChangesNothingAndAnAssertedChangeIsReported() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Escaper.State()) {
        Escaper(escaped: LockIsolated(nil))
      }
      await store.send(.ignored)
      await store.send(.ignored) { $0.count = 0 }
    }
    #expect(log.messages.count == 1)
    #expect(
      log.messages.first?.contains("Expected state to change, but no change occurred") == true)
  }

  @Test func aReceiveWithNoEffectRunningFailsAtOnce() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.receive(.increment)
    }
    #expect(log.messages.count == 1)
    #expect(
      log.messages.first?.contains(
        "Expected to receive Counter.Action.increment, but no effect is running") == true)
  }

  @Test func aReceiveThatNeverComesIsReportedAfterTheTimeoutWithWhatArrivedInstead() async {
    let clock = TestClock()
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
        $0.number = 2
      }
      store.exhaustivity = .off
      await store.send(.delayedIncrementTapped)
      await store.send(.fetchTapped)
      await store.receive(.increment, timeout: .milliseconds(20))
      await store.skipInFlightEffects()
    }
    // Two issues, as TCA raises: nothing fitting came in time, and the action did not come.
    #expect(log.messages.count == 2)
    let message = log.messages.first ?? ""
    #expect(
      message.contains("Expected to receive an action, but received none that matches after"))
    #expect(log.messages.last == "Expected to receive Counter.Action.increment, but didn't.")
    #expect(message.contains("Received instead: Counter.Action.fetched(2)"))
    #expect(
      message.contains("Still running: 1 effect, started by Counter.Action.delayedIncrementTapped"))
  }

  /// An interpreter that runs effects on its own executor settles it instead of waiting:
  /// then a receive that has not come is reported at once, without the timeout.
  @Test func withSettleEffectsAReceiveThatCannotComeIsReportedAtOnce() async {
    let clock = TestClock()
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
        $0.number = 2
      }
      store.settleEffects = { _ in for _ in 0..<20 { await Task.yield() } }
      store.exhaustivity = .off
      await store.send(.delayedIncrementTapped)
      await store.send(.fetchTapped)
      await store.receive(.increment, timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    }
    #expect(log.messages.count == 2)
    let message = log.messages.first ?? ""
    #expect(message.contains("Expected to receive an action, but received none that matches:"))
    #expect(log.messages.last == "Expected to receive Counter.Action.increment, but didn't.")
    #expect(message.contains("Received instead: Counter.Action.fetched(2)"))
    #expect(message.contains("started by Counter.Action.delayedIncrementTapped"))
  }

  @Test func anUnexpectedReceivedActionSaysWhatArrived() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.number = 2
      }
      await store.send(.fetchTapped)
      await store.receive(.increment)
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("Received: Counter.Action.fetched(2)") == true)
  }

  @Test func anAssertionClosureThatThrowsIsReported() async {
    struct Oops: Error {}
    let log = await collectingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { _ in throw Oops() }
    }
    #expect(log.messages == ["The assertion closure threw an error: Oops()"])
  }

  /// Holds a `Counter` whose actions it receives embedded in its own.
  struct Holder: Reducer {
    @ObservableState
    struct State: Equatable { var counter = Counter.State() }
    @CasePathable
    enum Action: Equatable { case counter(Counter.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  @Test func messagesShowAChildsActionByItsCaseAsTCADoes() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Holder.State()) { Holder() }
      await store.receive(.counter(.fetched(7)))
    }
    #expect(log.messages.count == 1)
    #expect(
      log.messages.first?.contains("Holder.Action.counter(.fetched(7)), but no effect") == true,
      "\(log.messages)")
  }
}
