import ComposableArchitecture

@Reducer
struct VolumeSettings {
  @ObservableState
  struct State: Equatable {
    var volume = 7.5
    var maxLevel = 8
    var nickname = ""
    var isMuted = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case restoreDefaultsTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.maxLevel):
        state.volume = .minimum(state.volume, Double(state.maxLevel))
        return .none

      case .binding:
        return .none

      case .restoreDefaultsTapped:
        state = State()
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: VolumeSettings.State()) {
    VolumeSettings()
  }

  store.send(.binding(.set(\.nickname, "Kitchen")))
  store.send(.binding(.set(\.isMuted, true)))
  print(store.nickname, store.isMuted, store.volume, store.maxLevel)

  store.send(.binding(.set(\.maxLevel, 3)))
  print("after lowering the max:", store.volume, store.maxLevel)

  store.send(.binding(.set(\.volume, 2.25)))
  store.send(.binding(.set(\.maxLevel, 6)))
  print("after raising the max:", store.volume, store.maxLevel)

  store.send(.restoreDefaultsTapped)
  print("restored:", store.volume, store.maxLevel, store.nickname.isEmpty, store.isMuted)
}

await main()
