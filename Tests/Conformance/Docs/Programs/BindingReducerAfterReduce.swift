import ComposableArchitecture

@Reducer
struct Thermostat {
  @ObservableState
  struct State {
    var isHeating = false
    var target = 19
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .binding(\.isHeating):
        state.log.append("heating was \(state.isHeating)")
        return .none
      case .binding(\.target):
        state.log.append("target was \(state.target)")
        return .none
      case .binding:
        return .none
      case .resetTapped:
        state.target = 19
        state.log.append("reset")
        return .none
      }
    }
    BindingReducer()
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Thermostat.State()) {
    Thermostat()
  }
  store.send(.binding(.set(\.isHeating, true)))
  store.send(.binding(.set(\.target, 22)))
  print(store.isHeating, store.target)
  store.send(.resetTapped)
  store.send(.binding(.set(\.target, 21)))
  print(store.target)
  print(store.log)
}

await main()
