import ComposableArchitecture

@Reducer
struct AccountSignIn {
  @ObservableState
  struct State: Equatable {
    var focusedField: Field?
    var passcode: String = ""
    var handle: String = ""

    enum Field: String, Hashable {
      case handle, passcode
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case continueButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .continueButtonTapped:
        if state.handle.isEmpty {
          state.focusedField = .handle
        } else if state.passcode.isEmpty {
          state.focusedField = .passcode
        }
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: AccountSignIn.State()) {
    AccountSignIn()
  }

  store.send(.continueButtonTapped)
  print("focus:", store.focusedField?.rawValue ?? "none")

  store.send(.binding(.set(\.handle, "marlow")))
  store.send(.continueButtonTapped)
  print("focus:", store.focusedField?.rawValue ?? "none")

  store.send(.binding(.set(\.focusedField, nil)))
  store.send(.binding(.set(\.passcode, "9137")))
  store.send(.continueButtonTapped)
  print("focus:", store.focusedField.map { "\($0)" } ?? "none")
}

await main()
