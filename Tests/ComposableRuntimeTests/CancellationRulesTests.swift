import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// TS5, TE6: cancellation is keyed by the navigation path — per store, per child.
@MainActor
@Suite(.dependencies)
struct CancellationRulesTests {
  enum CancelID: Hashable, Sendable { case timer }

  /// Starts a cancellable effect waiting on the clock; can cancel it, here or in its child.
  struct Timer: Reducer {
    @ObservableState
    struct State: Equatable {
      var fired = 0
      var child: Child.State?
    }
    @CasePathable
    enum Action: Equatable {
      case start, startInFlight, cancel, fired
      case child(Child.Action)
    }

    struct Child: Reducer {
      @ObservableState
      struct State: Equatable { var fired = 0 }
      enum Action: Equatable { case start, cancel, fired }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start: return waitThenSend(.fired).cancellable(id: CancelID.timer)
        case .cancel: return .cancel(id: CancelID.timer)
        case .fired:
          state.fired += 1
          return .none
        }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start: return waitThenSend(.fired).cancellable(id: CancelID.timer)
        case .startInFlight:
          return waitThenSend(.fired).cancellable(id: CancelID.timer, cancelInFlight: true)
        case .cancel: return .cancel(id: CancelID.timer)
        case .fired:
          state.fired += 1
          return .none
        case .child: return .none
        }
      }
      .ifLet(\.child, action: \.child) { Child() }
    }
  }

  @Test func TE6_cancelStopsAnEffectAtTheSameLevel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.send(.cancel)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func TE6_cancelInFlightCancelsTheEarlierEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startInFlight)
    await store.send(.startInFlight)
    await clock.advance(by: .seconds(1))
    await store.receive(.fired) { $0.fired = 1 }
    await store.finish()
  }

  @Test func TE6_parentCancelReachesTheChildButChildCancelNotTheParent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State(child: Timer.Child.State())) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.send(.child(.start))
    await store.send(.child(.cancel))  // the child's own: its path only
    await clock.advance(by: .seconds(1))
    await store.receive(.fired) { $0.fired = 1 }
    await store.send(.child(.start))
    await store.send(.cancel)  // the parent's: its path and every descendant's
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func TE6_cancelFiresWhenConstructedInsideTheReducer() async {
    // `.cancel(id:)` is an eager effect in TCA: the cancellation happens while the reducer
    // builds it, so even an effect the reducer then throws away has already cancelled.
    struct Canceller: Reducer {
      struct State: Equatable, ObservableState { var log: [String] = [] }
      enum Action: Equatable { case start, cancelButDiscard, fired }
      let begin: AsyncStream<Void>.Continuation
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { [begin] send in
            begin.yield()
            @Dependency(\.continuousClock) var clock
            try await clock.sleep(for: .seconds(1))
            await send(.fired)
          }
          .cancellable(id: CancelID.timer)
        case .cancelButDiscard:
          _ = Effect<Action>.cancel(id: CancelID.timer)
          return .none
        case .fired:
          state.log.append("fired")
          return .none
        }
      }
    }
    let clock = TestClock()
    let (begun, begin) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: Canceller.State()) {
      Canceller(begin: begin)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    // The effect runs on the global executor: wait until it has begun (its ID registered),
    // however long a loaded machine takes, rather than for a number of yields.
    for await _ in begun { break }
    store.send(.cancelButDiscard)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.state.log == [])
  }

  @Test func TS5_twoStoresNeverCancelEachOther() async {
    let clock = TestClock()
    let first = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let second = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await first.send(.start)
    await second.send(.cancel)
    await clock.advance(by: .seconds(1))
    await first.receive(.fired) { $0.fired = 1 }
  }

  @Test func cancellingAnIDNeverRegisteredDoesNothing() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Timer.State()) { Timer() }
      await store.send(.cancel)
      await store.finish()
    }
    #expect(log.messages == [])
  }
}

/// Waits a second on the continuous clock, then sends `action`.
private func waitThenSend<Action: Sendable>(_ action: Action) -> Effect<Action> {
  .run { send in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .seconds(1))
    await send(action)
  }
}
