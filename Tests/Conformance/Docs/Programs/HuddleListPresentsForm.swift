import ComposableArchitecture
import Foundation

struct Huddle: Equatable, Identifiable {
  let id: UUID
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
    case discardButtonTapped
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

      case .discardButtonTapped:
        state.addHuddle = nil
        return .none
      }
    }
    .ifLet(\.$addHuddle, action: \.addHuddle) {
      HuddleForm()
    }
  }
}

let store = Store(initialState: HuddlesList.State()) {
  HuddlesList()
} withDependencies: {
  $0.uuid = .incrementing
}

store.send(.addHuddleButtonTapped)
store.send(.addHuddle(.presented(.binding(.set(\.huddle.title, "Sprint review")))))
print("draft:", store.addHuddle?.huddle.title ?? "none")
store.send(.confirmAddButtonTapped)
print("form open:", store.addHuddle != nil)

store.send(.addHuddleButtonTapped)
store.send(.addHuddle(.presented(.binding(.set(\.huddle.title, "Thrown away")))))
store.send(.discardButtonTapped)

store.send(.addHuddleButtonTapped)
store.send(.addHuddle(.presented(.binding(.set(\.huddle.title, "Budget check")))))
store.send(.confirmAddButtonTapped)

for huddle in store.huddles {
  print(huddle.id, huddle.title)
}
