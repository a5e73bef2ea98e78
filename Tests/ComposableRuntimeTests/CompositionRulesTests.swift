import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// TC1: `Scope`, `ifLet` and `forEach` leave dependencies alone, run the child first, give it
/// a cancellation namespace of its own and cancel its effects when its state goes.
@MainActor
@Suite(.dependencies)
struct CompositionRulesTests {
  /// A child that starts a timer-like effect waiting on the clock, and records the order
  /// in which reducers saw an action.
  struct Child: Reducer {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id: Int
      var ticks = 0
      var number: Int?
    }
    enum Action: Equatable { case start, tick, read }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      case .tick:
        state.ticks += 1
        return .none
      case .read:
        @Dependency(\.number) var number
        state.number = number
        return .none
      }
    }
  }

  struct Parent: Reducer {
    @ObservableState
    struct State: Equatable {
      var child: Child.State?
      var rows: IdentifiedArrayOf<Child.State> = []
      var log: [String] = []
    }
    @CasePathable
    enum Action: Equatable {
      case child(Child.Action)
      case rows(IdentifiedAction<Int, Child.Action>)
      case closeChild
      case removeRow(Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child:
          state.log.append(
            "parent saw child action; child is \(state.child == nil ? "gone" : "there")")
        case .closeChild:
          state.child = nil
        case .removeRow(let id):
          state.rows.remove(id: id)
        case .rows:
          break
        }
        return .none
      }
      .ifLet(\.child, action: \.child) { Child() }
      .forEach(\.rows, action: \.rows) { Child() }
    }
  }

  struct Wrapper: Reducer {
    @ObservableState
    struct State: Equatable { var child = Child.State(id: 0) }
    @CasePathable
    enum Action: Equatable { case child(Child.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
    }
  }

  @Test func TC1_scopeIsDependencyNeutral() async {
    let store = TestStore(initialState: Wrapper.State()) {
      Wrapper()
    } withDependencies: {
      $0.number = 8
    }
    await store.send(.child(.read)) { $0.child.number = 8 }
  }

  @Test func TC1_ifLetRunsTheChildBeforeTheParentAndCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: Child.State(id: 1))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.number = 3
    }
    await store.send(.child(.read)) {
      $0.child?.number = 3
      $0.log = ["parent saw child action; child is there"]
    }
    await store.send(.child(.start)) {
      $0.log.append("parent saw child action; child is there")
    }
    await store.send(.closeChild) { $0.child = nil }
    await clock.advance(by: .seconds(1))
    // The effect was cancelled with the child: no `.tick`, nothing left running.
    await store.finish()
  }

  @Test func TC1_forEachCancelsOnlyTheRemovedElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Parent.State(rows: [Child.State(id: 1), Child.State(id: 2)])
    ) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 2, action: .start)))
    await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
  }

  @Test func TC1_childActionForMissingStateIsReported() async {
    let log = await collectingIssues {
      let store = Store(initialState: Parent.State()) { Parent() }
      store.send(.child(.tick))
      store.send(.rows(.element(id: 9, action: .tick)))
    }
    #expect(log.messages.count == 2)
    #expect(
      log.messages.first?.contains("received a child action while the child state was nil") == true)
    #expect(log.messages.last?.contains("received an action for a missing element") == true)
  }
}

/// TC1 for `ifCaseLet`: the child of one case of an enum state.
@MainActor
@Suite(.dependencies)
struct IfCaseLetTests {
  struct Session: Reducer {
    @CasePathable
    enum State: Equatable {
      case loggedOut
      case loggedIn(CompositionRulesTests.Child.State)
    }
    @CasePathable
    enum Action: Equatable {
      case loggedIn(CompositionRulesTests.Child.Action)
      case logOut
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .logOut { state = .loggedOut }
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { CompositionRulesTests.Child() }
    }
  }

  @Test func TC1_ifCaseLetRunsTheChildAndCancelsItsEffectsWhenTheCaseChanges() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedIn(.init(id: 1))) {
      Session()
    } withDependencies: {
      $0.continuousClock = clock
      $0.number = 6
    }
    await store.send(.loggedIn(.read)) { $0 = .loggedIn(.init(id: 1, number: 6)) }
    await store.send(.loggedIn(.start))
    await store.send(.logOut) { $0 = .loggedOut }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func TC1_ifCaseLetReportsAChildActionInAnotherCase() async {
    let log = await collectingIssues {
      let store = Store(initialState: Session.State.loggedOut) { Session() }
      store.send(.loggedIn(.tick))
    }
    #expect(log.messages.first?.contains("while the state was in another case") == true)
  }
}
