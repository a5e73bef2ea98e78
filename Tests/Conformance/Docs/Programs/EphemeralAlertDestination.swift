import ComposableArchitecture

@Reducer
struct DraftEditor {
  @Reducer
  enum Destination {
    @ReducerCaseEphemeral
    case alert(AlertState<Alert>)

    enum Alert {
      case keepEditingTapped
      case discardTapped
    }
  }

  @ObservableState
  struct State {
    var text = "Dear diary"
    var closed = false
    @Presents var destination: Destination.State?
  }

  enum Action {
    case closeTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        state.destination = .alert(
          AlertState {
            TextState("Discard this draft?")
          } actions: {
            ButtonState(action: .keepEditingTapped) {
              TextState("Keep editing")
            }
            ButtonState(role: .destructive, action: .discardTapped) {
              TextState("Discard")
            }
          }
        )
        return .none

      case .destination(.presented(.alert(.discardTapped))):
        state.text = ""
        state.closed = true
        return .none

      case .destination(.presented(.alert(.keepEditingTapped))):
        state.text += "!"
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
func report(_ store: StoreOf<DraftEditor>) {
  let showing = store.destination == nil ? "no alert" : "alert"
  print("\(store.text.debugDescription) closed: \(store.closed), \(showing)")
}

@MainActor
func main() async {
  let store = Store(initialState: DraftEditor.State()) {
    DraftEditor()
  }
  report(store)

  store.send(.closeTapped)
  report(store)
  store.send(.destination(.presented(.alert(.keepEditingTapped))))
  report(store)

  store.send(.closeTapped)
  store.send(.destination(.presented(.alert(.discardTapped))))
  report(store)
}

await main()
