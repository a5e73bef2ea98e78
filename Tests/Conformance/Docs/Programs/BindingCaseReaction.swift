import ComposableArchitecture

@Reducer
struct NotificationSettings {
  @ObservableState
  struct State: Equatable {
    var isEnabled = false
    var digestHour = 8
    var nickname = ""
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.isEnabled):
        state.log.append(state.isEnabled ? "enabled" : "disabled")
        if !state.isEnabled {
          state.digestHour = 8
        }
        return .none

      case .binding(\.digestHour):
        state.digestHour = min(max(state.digestHour, 0), 23)
        state.log.append("digest at \(state.digestHour)")
        return .none

      case .binding:
        return .none

      case .resetTapped:
        state = State()
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: NotificationSettings.State()) {
    NotificationSettings()
  }

  store.send(.binding(.set(\.isEnabled, true)))
  store.send(.binding(.set(\.digestHour, 30)))
  store.send(.binding(.set(\.nickname, "Sam")))
  print(store.isEnabled, store.digestHour, store.nickname)
  store.send(.binding(.set(\.isEnabled, false)))
  print(store.digestHour, store.log)
  store.send(.resetTapped)
  print(store.log.isEmpty, store.nickname.isEmpty)
}

await main()
