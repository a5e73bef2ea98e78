import ComposableArchitecture
import Foundation
import Testing

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id = UUID()
    var count = 0
  }

  enum Action {
    case minusTapped
    case plusTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .minusTapped:
        state.count -= 1
        return .none
      case .plusTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@Reducer
struct TallyList {
  @ObservableState
  struct State: Equatable {
    var tallies: IdentifiedArrayOf<Tally.State> = []
  }

  enum Action {
    case tallies(IdentifiedActionOf<Tally>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.tallies, action: \.tallies) {
        Tally()
      }
  }
}

@MainActor
struct CounterRowsListTests {
  @Test
  func oneTally() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    }

    await store.send(.plusTapped) {
      $0.count = 1
    }
    await store.send(.minusTapped) {
      $0.count = 0
    }
    await store.send(.minusTapped) {
      $0.count = -1
    }
  }

  @Test
  func talliesInAList() async {
    let first = Tally.State()
    let second = Tally.State(count: 4)
    let third = Tally.State()

    let store = TestStore(
      initialState: TallyList.State(
        tallies: [first, second, third]
      )
    ) {
      TallyList()
    }

    await store.send(\.tallies[id: first.id].plusTapped) {
      $0.tallies[id: first.id]?.count = 1
    }
    await store.send(\.tallies[id: second.id].minusTapped) {
      $0.tallies[id: second.id]?.count = 3
    }
    await store.send(\.tallies[id: third.id].plusTapped) {
      $0.tallies[id: third.id]?.count = 1
    }
    await store.send(\.tallies[id: third.id].plusTapped) {
      $0.tallies[id: third.id]?.count = 3
    }
  }
}
