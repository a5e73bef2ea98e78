import ComposableArchitecture

@Reducer
struct Lap {
  @ObservableState
  struct State: Equatable {
    var laps = 0
  }

  enum Action {
    case lapTapped
    case resetTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .lapTapped:
        state.laps += 1
        return .none
      case .resetTapped:
        state.laps = 0
        return .none
      }
    }
  }
}

@Reducer
struct LapPanel {
  @ObservableState
  struct State: Equatable {
    var lap: Lap.State?
  }

  enum Action {
    case lap(Lap.Action)
    case togglePanelTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .togglePanelTapped:
        state.lap =
          state.lap == nil
          ? Lap.State()
          : nil
        return .none
      case .lap:
        return .none
      }
    }
    .ifLet(\.lap, action: \.lap) {
      Lap()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: LapPanel.State()) {
    LapPanel()
  }
  print("shown:", store.lap != nil)
  store.send(.togglePanelTapped)
  print("shown:", store.lap != nil)

  if let lapStore = store.scope(state: \.lap, action: \.lap) {
    lapStore.send(.lapTapped)
    lapStore.send(.lapTapped)
    print("laps in the child:", lapStore.laps)
  }
  store.send(.lap(.lapTapped))
  print("laps:", store.lap?.laps ?? -1)

  store.send(.togglePanelTapped)
  print("shown:", store.lap != nil, "laps:", store.lap?.laps as Any)
}

await main()
