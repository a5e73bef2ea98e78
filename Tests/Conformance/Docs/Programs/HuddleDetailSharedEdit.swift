import ComposableArchitecture
import Foundation

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var minutes = 5
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
struct HuddleDetail {
  @ObservableState
  struct State: Equatable {
    @Presents var editHuddle: HuddleForm.State?
    @Shared var huddle: Huddle
  }

  enum Action {
    case cancelEditButtonTapped
    case doneEditingButtonTapped
    case editButtonTapped
    case editHuddle(PresentationAction<HuddleForm.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.editHuddle = nil
        return .none

      case .doneEditingButtonTapped:
        guard let editedHuddle = state.editHuddle?.huddle
        else { return .none }
        state.$huddle.withLock { $0 = editedHuddle }
        state.editHuddle = nil
        return .none

      case .editButtonTapped:
        state.editHuddle = HuddleForm.State(huddle: state.huddle)
        return .none

      case .editHuddle:
        return .none
      }
    }
    .ifLet(\.$editHuddle, action: \.editHuddle) {
      HuddleForm()
    }
  }
}

let shared = Shared(value: Huddle(id: UUID(7), title: "Ops review"))
let store = Store(initialState: HuddleDetail.State(huddle: shared)) {
  HuddleDetail()
}

store.send(.editButtonTapped)
store.send(.editHuddle(.presented(.binding(.set(\.huddle.title, "Ops review (long)")))))
store.send(.editHuddle(.presented(.binding(.set(\.huddle.minutes, 25)))))
print("while editing:", store.huddle.title, store.huddle.minutes)
store.send(.doneEditingButtonTapped)
print("after done:", store.huddle.title, store.huddle.minutes)
print("the shared value:", shared.wrappedValue.title)

store.send(.editButtonTapped)
store.send(.editHuddle(.presented(.binding(.set(\.huddle.title, "Not kept")))))
store.send(.cancelEditButtonTapped)
print("after cancel:", shared.wrappedValue.title, store.editHuddle == nil)
