import ComposableArchitecture
import Testing

@Reducer
struct HapticsSettings {
  @ObservableState
  struct State: Equatable {
    var isHapticsEnabled = true
    var nickname = ""
    var volume = 5
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case isHapticsEnabledChanged(Bool)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.nickname):
        state.nickname = String(state.nickname.prefix(8))
        return .none
      case .binding:
        return .none
      case let .isHapticsEnabledChanged(isEnabled):
        state.isHapticsEnabled = isEnabled
        return .none
      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

@MainActor
struct HapticsSettingsBindingTests {
  @Test
  func explicitAction() async {
    let store = TestStore(initialState: HapticsSettings.State()) {
      HapticsSettings()
    }
    await store.send(.isHapticsEnabledChanged(false)) {
      $0.isHapticsEnabled = false
    }
  }

  @Test
  func bindingByKeyPath() async {
    let store = TestStore(initialState: HapticsSettings.State()) {
      HapticsSettings()
    }
    await store.send(\.binding.volume, 9) {
      $0.volume = 9
    }
    await store.send(.resetButtonTapped) {
      $0.volume = 5
    }
  }

  @Test
  func nicknameIsTrimmed() async {
    let store = TestStore(initialState: HapticsSettings.State()) {
      HapticsSettings()
    }
    await store.send(.binding(.set(\.nickname, "Captain Haddock"))) {
      $0.nickname = "Captain "
    }
  }

  @Test
  func forgotTheMutation() async {
    let store = TestStore(initialState: HapticsSettings.State()) {
      HapticsSettings()
    }
    await store.send(.binding(.set(\.volume, 2)))
  }
}
