import ComposableArchitecture

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var isVibrationEnabled = true
    var ringVolume = 5
  }
  enum Action {
    case isVibrationEnabledChanged(Bool)
    case ringVolumeChanged(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .isVibrationEnabledChanged(isEnabled):
        state.isVibrationEnabled = isEnabled
        return .none
      case let .ringVolumeChanged(volume):
        state.ringVolume = min(volume, 10)
        return .none
      }
    }
  }
}

let store = Store(initialState: Settings.State()) {
  Settings()
}
store.send(.isVibrationEnabledChanged(false))
store.send(.ringVolumeChanged(12))
print(store.isVibrationEnabled, store.ringVolume)
print(store.state == Settings.State(isVibrationEnabled: false, ringVolume: 10))
