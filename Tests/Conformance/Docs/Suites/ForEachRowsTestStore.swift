import ComposableArchitecture
import Foundation
import Testing

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var count = 0
  }

  enum Action {
    case incrementTapped
    case decrementTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      }
    }
  }
}

@Reducer
struct CounterList {
  @ObservableState
  struct State: Equatable {
    var counters: IdentifiedArrayOf<Counter.State> = []
    var total = 0
  }

  enum Action {
    case addCounterTapped
    case counters(IdentifiedActionOf<Counter>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addCounterTapped:
        state.counters.append(Counter.State(id: uuid()))
        return .none
      case .counters:
        return .none
      }
    }
    .forEach(\.counters, action: \.counters) {
      Counter()
    }
    Reduce { state, _ in
      state.total = state.counters.reduce(0) { $0 + $1.count }
      return .none
    }
  }
}

@MainActor
struct ForEachRowsTestStoreTests {
  @Test func incrementsTheRightRow() async {
    let store = TestStore(initialState: CounterList.State()) {
      CounterList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addCounterTapped) {
      $0.counters = [Counter.State(id: UUID(0))]
    }
    await store.send(.addCounterTapped) {
      $0.counters.append(Counter.State(id: UUID(1)))
    }
    await store.send(\.counters[id: UUID(1)].incrementTapped) {
      $0.counters[id: UUID(1)]?.count = 1
      $0.total = 1
    }
    await store.send(.counters(.element(id: UUID(0), action: .decrementTapped))) {
      $0.counters[id: UUID(0)]?.count = -1
      $0.total = 0
    }
  }

  @Test func forgetsTheTotal() async {
    let store = TestStore(
      initialState: CounterList.State(counters: [Counter.State(id: UUID(7))])
    ) {
      CounterList()
    }

    await store.send(\.counters[id: UUID(7)].incrementTapped) {
      $0.counters[id: UUID(7)]?.count = 1
    }
  }

  @Test func nonExhaustiveIgnoresTotal() async {
    let store = TestStore(
      initialState: CounterList.State(counters: [Counter.State(id: UUID(7))])
    ) {
      CounterList()
    }
    store.exhaustivity = .off

    await store.send(\.counters[id: UUID(7)].incrementTapped)
    await store.send(\.counters[id: UUID(7)].incrementTapped)
    #expect(store.state.counters[id: UUID(7)]?.count == 2)
    #expect(store.state.total == 2)
  }
}
