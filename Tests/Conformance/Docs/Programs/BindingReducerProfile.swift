import ComposableArchitecture

@Reducer
struct ProfileForm {
  @ObservableState
  struct State: Equatable {
    var nickname = ""
    var notificationsOn = false
    var saved = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.nickname):
        state.nickname = state.nickname.lowercased()
        return .none
      case .binding:
        return .none
      case .saveTapped:
        state.saved += 1
        return .none
      }
    }
  }
}

let store = Store(initialState: ProfileForm.State()) {
  ProfileForm()
}
store.send(.binding(.set(\.nickname, "Blob")))
store.send(.binding(.set(\.notificationsOn, true)))
store.send(.saveTapped)
print(store.nickname, store.notificationsOn, store.saved)
