import ComposableArchitecture

enum Frequency: String {
  case hourly, daily, weekly
}

@Reducer
struct Preferences {
  @ObservableState
  struct State {
    var frequency = Frequency.daily
    var nickname = ""
    var allowAlerts = false
    var isSaving = false
    var hideActivity = false
    var alertByEmail = false
    var alertByPush = false
  }

  enum Action {
    case frequencyChanged(Frequency)
    case nicknameChanged(String)
    case allowAlertsChanged(Bool)
    case hideActivityChanged(Bool)
    case alertByEmailChanged(Bool)
    case alertByPushChanged(Bool)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .frequencyChanged(frequency):
        state.frequency = frequency
        return .none
      case let .nicknameChanged(nickname):
        state.nickname = nickname
        return .none
      case let .allowAlertsChanged(isOn):
        state.allowAlerts = isOn
        if !isOn {
          state.alertByEmail = false
          state.alertByPush = false
        }
        return .none
      case let .hideActivityChanged(isOn):
        state.hideActivity = isOn
        return .none
      case let .alertByEmailChanged(isOn):
        state.alertByEmail = isOn && state.allowAlerts
        return .none
      case let .alertByPushChanged(isOn):
        state.alertByPush = isOn && state.allowAlerts
        return .none
      }
    }
  }
}

let store = Store(initialState: Preferences.State()) {
  Preferences()
}
store.send(.frequencyChanged(.weekly))
store.send(.nicknameChanged("kit"))
store.send(.alertByEmailChanged(true))
print(store.alertByEmail)
store.send(.allowAlertsChanged(true))
store.send(.alertByEmailChanged(true))
store.send(.alertByPushChanged(true))
store.send(.hideActivityChanged(true))
print(store.frequency.rawValue, store.nickname, store.allowAlerts, store.alertByEmail, store.alertByPush, store.hideActivity, store.isSaving)
store.send(.allowAlertsChanged(false))
print(store.alertByEmail, store.alertByPush)
