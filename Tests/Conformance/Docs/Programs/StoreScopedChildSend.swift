import ComposableArchitecture

@Reducer
struct Login {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var attempts = 0
  }

  enum Action {
    case emailChanged(String)
    case submitTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.email = email
        return .none
      case .submitTapped:
        state.attempts += 1
        return .none
      }
    }
  }
}

@Reducer
struct Shell {
  @ObservableState
  struct State: Equatable {
    var login = Login.State()
    var events: [String] = []
  }

  enum Action {
    case login(Login.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.login, action: \.login) {
      Login()
    }
    Reduce { state, action in
      switch action {
      case .login(.submitTapped):
        state.events.append("submitted \(state.login.email)")
        return .none
      case .login:
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  // A store that runs the whole shell.
  let store: StoreOf<Shell> = Store(initialState: Shell.State()) {
    Shell()
  }

  // A store of only the login domain, scoped from it.
  let loginStore: StoreOf<Login> = store.scope(\.login, action: \.login)
  loginStore.send(.emailChanged("sam@example.com"))
  loginStore.send(.submitTapped)
  loginStore.send(.submitTapped)

  print(loginStore.email, loginStore.attempts)
  print(store.login.attempts, store.events)
}

await main()
