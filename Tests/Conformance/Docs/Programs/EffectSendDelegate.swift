import ComposableArchitecture

@Reducer
struct Login {
  @ObservableState
  struct State: Equatable {
    var username = ""
    var log: [String] = []
  }

  enum Action {
    case loginTapped
    case delegate(Delegate)

    enum Delegate {
      case didLogin(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loginTapped:
        state.log.append("tapped")
        return .send(.delegate(.didLogin(state.username)))
      case let .delegate(.didLogin(name)):
        state.log.append("logged in \(name)")
        return .none
      }
    }
  }
}

@MainActor
func run() {
  let store = Store(initialState: Login.State(username: "blob")) {
    Login()
  }
  store.send(.loginTapped)
  print(store.log)
}

await run()
