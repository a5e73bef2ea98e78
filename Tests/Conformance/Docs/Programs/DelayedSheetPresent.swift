import ComposableArchitecture

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var total = 0
  }

  enum Action {
    case addTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.total += 1
        return .none
      }
    }
  }
}

@Reducer
struct LoadThenShowTally {
  @ObservableState
  struct State: Equatable {
    @Presents var tally: Tally.State?
    var isSpinnerVisible = false
  }

  enum Action {
    case tally(PresentationAction<Tally.Action>)
    case showTallyButtonTapped
    case tallyDelayCompleted
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .tally:
        return .none

      case .showTallyButtonTapped:
        state.isSpinnerVisible = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(2))
          await send(.tallyDelayCompleted)
        }

      case .tallyDelayCompleted:
        state.isSpinnerVisible = false
        state.tally = Tally.State(total: 10)
        return .none
      }
    }
    .ifLet(\.$tally, action: \.tally) {
      Tally()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: LoadThenShowTally.State()) {
    LoadThenShowTally()
  } withDependencies: {
    $0.continuousClock = ImmediateClock()
  }

  let loading = store.send(.showTallyButtonTapped)
  print("spinner:", store.isSpinnerVisible, "sheet:", store.tally != nil)
  while store.tally == nil {
    await Task.yield()
  }
  print("spinner:", store.isSpinnerVisible, "sheet:", store.tally != nil)

  store.send(.tally(.presented(.addTapped)))
  store.send(.tally(.presented(.addTapped)))
  print("total:", store.tally?.total ?? 0)

  store.send(.tally(.dismiss))
  await loading.finish()
  print("sheet after dismiss:", store.tally != nil)
}

await main()
