import ComposableArchitecture

@Reducer
struct Dial {
  @ObservableState
  struct State: Equatable {
    var level = 0
  }

  enum Action {
    case turnUp
    case turnDown
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .turnUp:
        state.level += 1
        return .none
      case .turnDown:
        state.level -= 1
        return .none
      }
    }
  }
}

@Reducer
struct DialPresenter {
  @Reducer
  enum Destination {
    case pushed(Dial)
    case popover(Dial)
    case sheet(Dial)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case pushTapped
    case popoverTapped
    case sheetTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .pushTapped:
        state.destination = .pushed(Dial.State())
        return .none
      case .popoverTapped:
        state.destination = .popover(Dial.State(level: 10))
        return .none
      case .sheetTapped:
        state.destination = .sheet(Dial.State(level: 20))
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension DialPresenter.Destination.State: Equatable {}

func describe(_ destination: DialPresenter.Destination.State?) -> String {
  switch destination {
  case .pushed(let dial): return "pushed at \(dial.level)"
  case .popover(let dial): return "popover at \(dial.level)"
  case .sheet(let dial): return "sheet at \(dial.level)"
  case nil: return "nothing shown"
  }
}

@MainActor
func main() async {
  let store = Store(initialState: DialPresenter.State()) {
    DialPresenter()
  }

  store.send(.popoverTapped)
  store.send(.destination(.presented(.popover(.turnUp))))
  print(describe(store.destination))

  store.send(.sheetTapped)
  store.send(.destination(.presented(.sheet(.turnDown))))
  store.send(.destination(.presented(.sheet(.turnDown))))
  print(describe(store.destination))

  store.send(.destination(.dismiss))
  print(describe(store.destination))

  store.send(.pushTapped)
  print(describe(store.destination), store.state == DialPresenter.State(destination: .pushed(Dial.State())))
}

await main()
