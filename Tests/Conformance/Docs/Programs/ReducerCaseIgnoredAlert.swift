import ComposableArchitecture

@Reducer
struct Preferences {
  @ObservableState
  struct State: Equatable {
    var darkMode = false
  }

  enum Action {
    case darkModeToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .darkModeToggled:
        state.darkMode.toggle()
        return .none
      }
    }
  }
}

@Reducer
struct Account {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored
    case alert(AlertState<Alert>)
    case preferences(Preferences)

    @CasePathable
    enum Action {
      case alert(Alert)
      case preferences(Preferences.Action)
    }

    enum Alert {
      case signOutConfirmed
    }
  }

  @ObservableState
  struct State {
    var signedIn = true
    @Presents var destination: Destination.State?
  }

  enum Action {
    case signOutTapped
    case preferencesTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signOutTapped:
        state.destination = .alert(
          AlertState {
            TextState("Sign out?")
          } actions: {
            ButtonState(role: .destructive, action: .signOutConfirmed) {
              TextState("Sign out")
            }
          }
        )
        return .none
      case .preferencesTapped:
        state.destination = .preferences(Preferences.State())
        return .none
      case .destination(.presented(.alert(.signOutConfirmed))):
        state.signedIn = false
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Account.State()) {
    Account()
  }
  store.send(.preferencesTapped)
  store.send(.destination(.presented(.preferences(.darkModeToggled))))
  if case let .preferences(preferences) = store.destination {
    print("dark mode:", preferences.darkMode)
  }
  store.send(.signOutTapped)
  if case let .alert(alert) = store.destination {
    print("alert asks to sign out:", alert.title == TextState("Sign out?"))
  }
  store.send(.destination(.presented(.alert(.signOutConfirmed))))
  print("signed in:", store.signedIn)
  print("destination:", store.destination == nil ? "none" : "shown")
}

await main()
