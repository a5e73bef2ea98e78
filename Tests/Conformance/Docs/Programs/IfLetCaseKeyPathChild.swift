import ComposableArchitecture

@Reducer
struct Stopwatch {
  @ObservableState
  struct State: Equatable {
    var laps = 0
  }

  enum Action {
    case lapTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .lapTapped:
        state.laps += 1
        return .none
      }
    }
  }
}

@Reducer
struct Track {
  @ObservableState
  struct State: Equatable {
    var stopwatch: Stopwatch.State?
  }

  enum Action {
    case openStopwatchTapped
    case closeStopwatchTapped
    case stopwatch(Stopwatch.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openStopwatchTapped:
        state.stopwatch = Stopwatch.State()
        return .none
      case .closeStopwatchTapped:
        state.stopwatch = nil
        return .none
      case .stopwatch:
        return .none
      }
    }
    .ifLet(\.stopwatch, action: \.stopwatch) {
      Stopwatch()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Track.State()) {
    Track()
  }
  store.send(.openStopwatchTapped)
  store.send(.stopwatch(.lapTapped))
  store.send(.stopwatch(.lapTapped))
  store.send(.stopwatch(.lapTapped))
  print("laps:", store.stopwatch?.laps ?? 0)
  store.send(.closeStopwatchTapped)
  print("open:", store.stopwatch != nil)
}

await main()
