import ComposableArchitecture

enum Cadence: String {
  case hourly, daily, weekly
}

@Reducer
struct NotificationSettings {
  @ObservableState
  struct State: Equatable {
    var cadence = Cadence.daily
    var nickname = ""
    var pushEnabled = false
    var quietHours = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

let store = Store(initialState: NotificationSettings.State()) {
  NotificationSettings()
}
store.send(.binding(.set(\.nickname, "Wren")))
store.send(.binding(.set(\.pushEnabled, true)))
store.send(.binding(.set(\.cadence, .weekly)))
print(store.nickname, store.pushEnabled, store.cadence.rawValue, store.quietHours)
