import ComposableArchitecture

@Reducer
struct LoginFeature {
  @ObservableState
  struct State: Equatable {
    var username = ""
  }

  enum Action {
    case typed(String)
    case submit
    case delegate(Delegate)

    enum Delegate {
      case loggedIn(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .typed(text):
        state.username = text
        return .none
      case .submit:
        guard !state.username.isEmpty else { return .none }
        return .send(.delegate(.loggedIn(state.username)))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct HomeFeature {
  @ObservableState
  struct State: Equatable {
    var username: String
    var visits = 0
  }

  enum Action {
    case visit
    case logout
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .visit:
        state.visits += 1
        return .none
      case .logout:
        return .none
      }
    }
  }
}

@Reducer
struct AppFeature {
  @ObservableState
  enum State: Equatable {
    case login(LoginFeature.State)
    case home(HomeFeature.State)
  }

  enum Action {
    case login(LoginFeature.Action)
    case home(HomeFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .login(.delegate(.loggedIn(name))):
        state = .home(HomeFeature.State(username: name))
        return .none
      case .home(.logout):
        state = .login(LoginFeature.State())
        return .none
      case .login, .home:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) {
      LoginFeature()
    }
    .ifCaseLet(\.home, action: \.home) {
      HomeFeature()
    }
  }
}

func show(_ state: AppFeature.State) {
  switch state {
  case let .login(login):
    print("login screen, username: '\(login.username)'")
  case let .home(home):
    print("home screen for \(home.username), visits: \(home.visits)")
  }
}

let store = Store(initialState: AppFeature.State.login(LoginFeature.State())) {
  AppFeature()
}
show(store.state)
store.send(.login(.submit))
show(store.state)
store.send(.login(.typed("blob")))
store.send(.login(.submit))
show(store.state)
store.send(.home(.visit))
store.send(.home(.visit))
show(store.state)
store.send(.home(.logout))
show(store.state)
