import ComposableArchitecture
import Testing

enum Frequency: String, Equatable {
  case hourly, daily, weekly
}

@Reducer
struct Preferences {
  @ObservableState
  struct State: Equatable {
    var frequency = Frequency.daily
    var nickname = ""
    var nicknameError: String?
    var pushEnabled = false
    var hidePosts = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
      .onChange(of: \.nickname) { oldValue, newValue in
        Reduce { state, _ in
          state.nicknameError = newValue.count > 8 ? "too long" : nil
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.pushEnabled):
        if !state.pushEnabled {
          state.frequency = .weekly
        }
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
struct BindingsPreferencesForm {
  @Test
  func editsNickname() async {
    let store = TestStore(initialState: Preferences.State()) {
      Preferences()
    }

    await store.send(\.binding.nickname, "Blob") {
      $0.nickname = "Blob"
    }
    await store.send(\.binding.hidePosts, true) {
      $0.hidePosts = true
    }
  }

  @Test
  func longNicknameShowsError() async {
    let store = TestStore(initialState: Preferences.State()) {
      Preferences()
    }

    await store.send(\.binding.nickname, "Blobby McBlobface") {
      $0.nickname = "Blobby McBlobface"
      $0.nicknameError = "too long"
    }
  }

  @Test
  func turningPushOffSwitchesToWeekly() async {
    let store = TestStore(initialState: Preferences.State(pushEnabled: true)) {
      Preferences()
    }

    await store.send(.binding(.set(\.pushEnabled, false))) {
      $0.pushEnabled = false
      $0.frequency = .weekly
    }
    await store.send(.resetTapped) {
      $0.frequency = .daily
    }
  }

  @Test
  func forgetsErrorFailsOnPurpose() async {
    let store = TestStore(initialState: Preferences.State()) {
      Preferences()
    }

    await store.send(\.binding.nickname, "A very long name") {
      $0.nickname = "A very long name"
    }
  }
}
