import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

/// TE1–TE7: what effects capture, where the actions they send are reduced, how they are
/// cancelled and what happens to their errors.
@MainActor
@Suite(.dependencies)
struct EffectRulesTests {
  /// Reads `number` in the reducer and again inside its effect, and records both.
  struct Echo: Reducer {
    @ObservableState
    struct State: Equatable {
      var reduced: [Int] = []
      var inEffect: [Int] = []
    }
    enum Action: Equatable {
      case start
      case startInsideScope(Int)
      case effectSaw(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      @Dependency(\.number) var number
      state.reduced.append(number)
      switch action {
      case .start:
        return .run { send in
          @Dependency(\.number) var number
          await send(.effectSaw(number))
        }
      case .startInsideScope(let value):
        return withDependencies {
          $0.number = value
        } operation: {
          .run { send in
            @Dependency(\.number) var number
            await send(.effectSaw(number))
          }
        }
      case .effectSaw(let value):
        state.inEffect.append(value)
        return .none
      }
    }
  }

  @Test func TE1_runCapturesWhereItIsCalledAndRestoresAroundTheBody() async {
    let store = Store(initialState: Echo.State()) {
      Echo().dependency(\.number, 5)
    } withDependencies: {
      $0.number = 1
    }
    await withDependencies {
      $0.number = 99
    } operation: {
      await store.send(.start).finish()
    }
    // The reducer saw the modifier's 5 twice; the effect body saw 5, not the caller's 99.
    #expect(store.state.reduced == [5, 5])
    #expect(store.state.inEffect == [5])
  }

  @Test func TE1_withDependenciesAroundRunScopesJustThatEffect() async {
    let store = Store(initialState: Echo.State()) {
      Echo()
    } withDependencies: {
      $0.number = 1
    }
    await store.send(.startInsideScope(7)).finish()
    #expect(store.state.inEffect == [7])
    #expect(store.state.reduced == [1, 1])
  }

  /// Sends `.step` back three times from an effect that bumps `number` around the send.
  struct Chain: Reducer {
    @ObservableState
    struct State: Equatable { var seen: [Int] = [] }
    enum Action: Equatable { case step }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      @Dependency(\.number) var number
      state.seen.append(number)
      guard state.seen.count < 3 else { return .none }
      return .run { send in
        await withDependencies {
          $0.number += 1
        } operation: {
          await send(.step)
        }
      }
    }
  }

  @Test func TE3_sendBackIsReducedUnderTheSnapshotNotTheEffectsOverrides() async {
    let store = Store(initialState: Chain.State()) {
      Chain()
    } withDependencies: {
      $0.number = 1
    }
    await store.send(.step).finish()
    #expect(store.state.seen == [1, 1, 1])
  }

  @Test func TE3_sendBackReappliesTheModifiersOnThePath() async {
    let store = Store(initialState: Chain.State()) {
      Chain().dependency(\.number, 10)
    } withDependencies: {
      $0.number = 1
    }
    await store.send(.step).finish()
    #expect(store.state.seen == [10, 10, 10])
  }

  /// Swallows the cancellation of its wait, then tries to send anyway.
  struct Stubborn: Reducer {
    @ObservableState
    struct State: Equatable { var late = false }
    enum Action: Equatable { case start, stop, late }
    enum CancelID: Hashable, Sendable { case wait }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          @Dependency(\.continuousClock) var clock
          try? await clock.sleep(for: .seconds(1))
          await send(.late)
        }
        .cancellable(id: CancelID.wait)
      case .stop:
        return .cancel(id: CancelID.wait)
      case .late:
        state.late = true
        return .none
      }
    }
  }

  @Test func TE3_sendAfterCancellationIsANoOp() async {
    let store = TestStore(initialState: Stubborn.State()) {
      Stubborn()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.start)
    await store.send(.stop)
    await store.finish()
    #expect(store.state.late == false)
  }

  /// Fails in its body and reads `number` in its `catch:` handler.
  struct Recovering: Reducer {
    @ObservableState
    struct State: Equatable { var seenInCatch: Int? }
    enum Action: Equatable { case start, recovered(Int) }
    struct Failure: Error {}

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { _ in
          throw Failure()
        } catch: { _, send in
          @Dependency(\.number) var number
          await send(.recovered(number))
        }
      case .recovered(let value):
        state.seenInCatch = value
        return .none
      }
    }
  }

  @Test func TE1_theCatchHandlerRunsUnderTheCapturedValuesToo() async {
    let store = Store(initialState: Recovering.State()) {
      Recovering().dependency(\.number, 5)
    }
    await withDependencies {
      $0.number = 99
    } operation: {
      await store.send(.start).finish()
    }
    #expect(store.state.seenInCatch == 5)
  }
}
