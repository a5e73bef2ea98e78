import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

/// TS1–TS5: what a `Store` does with the dependencies in force where it is created and where
/// it is sent to.
@MainActor
@Suite(.dependencies)
struct StoreRulesTests {
  @Test func TS1_snapshotAtInitCoversStateAndReducer() {
    struct Feature: Reducer {
      struct State: ObservableState { var numberAtInit: Int }
      enum Action { case noop }
      let numberAtConstruction: Int
      init() {
        @Dependency(\.number) var number
        numberAtConstruction = number
      }
      func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
    }
    var closureRuns = 0
    var constructed: Feature?
    let store = Store(
      initialState: Feature.State(numberAtInit: DependencyValues._current.number)
    ) {
      let feature = Feature()
      constructed = feature
      return feature
    } withDependencies: {
      closureRuns += 1
      $0.number = 42
    }
    #expect(store.state.numberAtInit == 42)
    #expect(constructed?.numberAtConstruction == 42)
    #expect(closureRuns == 1)
    store.send(.noop)
    store.send(.noop)
    #expect(closureRuns == 1)
  }

  @Test func TS2_snapshotAlwaysWinsForReduce() {
    let store = Store(initialState: NumberReader.State()) {
      NumberReader()
    } withDependencies: {
      $0.number = 42
    }
    store.send(.read)
    withDependencies {
      $0.number = 7
    } operation: {
      _ = store.send(.read)
    }
    withDependencies {
      $0.context = .live
    } operation: {
      _ = store.send(.read)
    }
    #expect(store.state.seen == [42, 42, 42])
  }

  @Test func TS2_storeCreatedInsideAScopeKeepsItAfterTheScopeEnds() {
    let store = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Store(initialState: UUIDReader.State()) { UUIDReader() }
    }
    store.send(.generate)
    store.send(.generate)
    #expect(store.state.uuids == [UUID(0), UUID(1)])
  }

  @Test func TS2_snapshotReplacesRatherThanMerges() {
    // The caller's own override of a key the snapshot never set does not leak in either.
    let store = Store(initialState: NumberReader.State()) { NumberReader() }
    withDependencies {
      $0.number = 7
    } operation: {
      _ = store.send(.read)
    }
    #expect(store.state.seen == [0])
  }
}

/// TS3, TS4: scoped stores, buffering and reentrancy.
@MainActor
@Suite(.dependencies)
struct StoreSendingRulesTests {
  struct Parent: Reducer {
    @ObservableState
    struct State: Equatable { var reader = NumberReader.State() }
    @CasePathable
    enum Action: Equatable { case reader(NumberReader.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.reader, action: \.reader) { NumberReader() }
    }
  }

  @Test func TS3_scopedStoresForwardToTheRootsSnapshot() {
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.number = 42
    }
    let child = withDependencies {
      $0.number = 7
    } operation: {
      store.scope(state: \.reader, action: \.reader)
    }
    child.send(.read)
    #expect(child.state.seen == [42])
    #expect(store.withState(\.reader.seen) == [42])
  }

  @Test func TS3_aNewStoreCapturesWhatIsAmbientAtItsCreation() {
    let stores = [5, 6].map { value in
      withDependencies {
        $0.number = value
      } operation: {
        Store(initialState: NumberReader.State()) { NumberReader() }
      }
    }
    for store in stores { store.send(.read) }
    #expect(stores.map(\.state.seen) == [[5], [6]])
  }

  /// Sends more actions synchronously, through effects and straight into the store.
  struct Buffering: Reducer {
    @ObservableState
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case first, second, third, reenter }
    let reenter: @MainActor () -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.log.append("\(action)")
      switch action {
      case .first: return .merge(.send(.second), .send(.third))
      case .second, .third: return .none
      case .reenter:
        MainActor.assumeIsolated { reenter() }
        return .none
      }
    }
  }

  @Test func TS4_synchronousSendsAreBufferedAndProcessedInOrder() {
    let store = Store(initialState: Buffering.State()) { Buffering(reenter: {}) }
    store.send(.first)
    #expect(store.state.log == ["first", "second", "third"])
  }

  @Test func TS4_reentrantSendFromOutsideAnEffectIsReportedAndQueued() async {
    final class Box { var store: Store<Buffering.State, Buffering.Action>? }
    let box = Box()
    let log = await collectingIssues {
      let store = Store(initialState: Buffering.State()) {
        Buffering(reenter: { box.store?.send(.second) })
      }
      box.store = store
      store.send(.reenter)
      #expect(store.state.log == ["reenter", "second"])
    }
    box.store = nil
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("while it was reducing an action") == true)
  }

  @Test func droppingARootStoreCancelsItsEffects() async {
    struct Waiter: Reducer {
      struct State: Equatable, ObservableState {}
      enum Action: Equatable { case wait }
      let outcome: LockIsolated<String>
      func reduce(into _: inout State, action _: Action) -> Effect<Action> {
        .run { [outcome] _ in
          @Dependency(\.continuousClock) var clock
          do {
            try await clock.sleep(for: .seconds(1))
            outcome.setValue("finished")
          } catch {
            outcome.setValue("cancelled")
          }
        }
      }
    }
    let outcome = LockIsolated("running")
    var store: Store<Waiter.State, Waiter.Action>? = Store(initialState: Waiter.State()) {
      Waiter(outcome: outcome)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let task = store?.send(.wait)
    for _ in 0..<10 { await Task.yield() }
    store = nil
    await task?.finish()
    #expect(outcome.value == "cancelled")
  }
}
