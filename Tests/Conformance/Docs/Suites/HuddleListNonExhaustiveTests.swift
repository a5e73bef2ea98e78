import ComposableArchitecture
import Foundation
import Testing

struct Member: Equatable, Identifiable {
  let id: UUID
  var name = ""
}

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var members: IdentifiedArrayOf<Member> = []
  var title = ""
}

@Reducer
struct HuddleForm {
  @ObservableState
  struct State: Equatable {
    var huddle: Huddle
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct HuddlesList {
  @ObservableState
  struct State: Equatable {
    @Presents var addHuddle: HuddleForm.State?
    var huddles: IdentifiedArrayOf<Huddle> = []
  }

  enum Action {
    case addHuddleButtonTapped
    case addHuddle(PresentationAction<HuddleForm.Action>)
    case confirmAddButtonTapped
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addHuddleButtonTapped:
        state.addHuddle = HuddleForm.State(huddle: Huddle(id: uuid()))
        return .none

      case .addHuddle:
        return .none

      case .confirmAddButtonTapped:
        guard let newHuddle = state.addHuddle?.huddle
        else { return .none }
        state.addHuddle = nil
        state.huddles.append(newHuddle)
        return .none
      }
    }
    .ifLet(\.$addHuddle, action: \.addHuddle) {
      HuddleForm()
    }
  }
}

@MainActor
struct HuddleListNonExhaustiveTests {
  @Test
  func addHuddle() async {
    let store = TestStore(initialState: HuddlesList.State()) {
      HuddlesList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addHuddleButtonTapped) {
      $0.addHuddle = HuddleForm.State(huddle: Huddle(id: Huddle.ID(0)))
    }

    let editedHuddle = Huddle(
      id: Huddle.ID(0),
      members: [Member(id: Member.ID(5), name: "Ada")],
      title: "Roadmap"
    )
    await store.send(.addHuddle(.presented(.set(\.huddle, editedHuddle)))) {
      $0.addHuddle?.huddle = editedHuddle
    }
    await store.send(.confirmAddButtonTapped) {
      $0.addHuddle = nil
      $0.huddles = [editedHuddle]
    }
  }

  @Test
  func addHuddleNonExhaustive() async {
    let store = TestStore(initialState: HuddlesList.State()) {
      HuddlesList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.addHuddleButtonTapped)

    let editedHuddle = Huddle(
      id: Huddle.ID(0),
      members: [Member(id: Member.ID(5), name: "Ada")],
      title: "Roadmap"
    )
    await store.send(\.addHuddle.binding.huddle, editedHuddle)
    await store.send(.confirmAddButtonTapped) {
      $0.huddles = [editedHuddle]
    }
  }
}
