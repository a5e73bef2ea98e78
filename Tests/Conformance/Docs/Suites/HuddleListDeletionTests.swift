import ComposableArchitecture
import Foundation
import Testing

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var title = ""
}

@Reducer
struct HuddlesList {
  @ObservableState
  struct State: Equatable {
    var huddles: IdentifiedArrayOf<Huddle> = []
  }

  enum Action {
    case onDelete(IndexSet)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .onDelete(indexSet):
        state.huddles.remove(atOffsets: indexSet)
        return .none
      }
    }
  }
}

@MainActor
struct HuddleListDeletionTests {
  @Test
  func deletionWithoutAssertion() async {
    let store = TestStore(
      initialState: HuddlesList.State(
        huddles: [Huddle(id: Huddle.ID(), title: "Morning check-in")]
      )
    ) {
      HuddlesList()
    }

    await store.send(.onDelete([0]))
  }

  @Test
  func deletion() async {
    let store = TestStore(
      initialState: HuddlesList.State(
        huddles: [
          Huddle(id: Huddle.ID(), title: "Morning check-in"),
          Huddle(id: Huddle.ID(), title: "Evening wrap"),
        ]
      )
    ) {
      HuddlesList()
    }

    let evening = store.state.huddles[1]
    await store.send(.onDelete([0])) {
      $0.huddles = [evening]
    }
  }
}
