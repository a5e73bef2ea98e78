import ComposableArchitecture

@Reducer
struct TimerSettings {
  @ObservableState
  struct State: Equatable {
    var minutes = 25
  }

  enum Action {
    case increment
    case decrement
    case doneTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.minutes += 5
        return .none
      case .decrement:
        state.minutes = max(5, state.minutes - 5)
        return .none
      case .doneTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Pomodoro {
  @ObservableState
  struct State: Equatable {
    var focusMinutes = 25
    @Presents var settings: TimerSettings.State?
  }

  enum Action {
    case settingsButtonTapped
    case settings(PresentationAction<TimerSettings.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .settingsButtonTapped:
        state.settings = TimerSettings.State(minutes: state.focusMinutes)
        return .none
      case .settings(.dismiss):
        if let settings = state.settings {
          state.focusMinutes = settings.minutes
        }
        return .none
      case .settings:
        return .none
      }
    }
    .ifLet(\.$settings, action: \.settings) {
      TimerSettings()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Pomodoro.State()) {
    Pomodoro()
  }

  print(store.scope(state: \.settings, action: \.settings.presented) == nil)

  store.send(.settingsButtonTapped)
  guard let settingsStore = store.scope(state: \.settings, action: \.settings.presented) else {
    print("no settings store")
    return
  }
  settingsStore.send(.increment)
  settingsStore.send(.increment)
  settingsStore.send(.decrement)
  print(settingsStore.minutes, store.settings?.minutes ?? 0, store.focusMinutes)

  await settingsStore.send(.doneTapped).finish()
  print(store.settings == nil, store.focusMinutes)
}

await main()
