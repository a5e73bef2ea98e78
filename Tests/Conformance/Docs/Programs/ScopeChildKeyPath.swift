import ComposableArchitecture

@Reducer
struct Toggle {
  @ObservableState
  struct State: Equatable {
    var isOn = false
  }

  enum Action {
    case tap
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.isOn.toggle()
      return .none
    }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var notifications = Toggle.State()
    var changes = 0
  }

  enum Action {
    case notifications(Toggle.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.notifications, action: \.notifications) {
      Toggle()
    }
    Reduce { state, action in
      switch action {
      case .notifications:
        state.changes += 1
        return .none
      }
    }
  }
}

let store = Store(initialState: Settings.State()) {
  Settings()
}
store.send(.notifications(.tap))
print(store.notifications.isOn, store.changes)
store.send(.notifications(.tap))
print(store.notifications.isOn, store.changes)
