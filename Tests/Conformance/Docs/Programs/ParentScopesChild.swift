import ComposableArchitecture

@Reducer
struct Toggle {
  @ObservableState
  struct State: Equatable {
    var isOn = false
    var flips = 0
  }
  enum Action {
    case flip
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .flip:
        state.isOn.toggle()
        state.flips += 1
        return .none
      }
    }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var notifications = Toggle.State()
    var darkMode = Toggle.State()
    var log: [String] = []
  }
  enum Action {
    case notifications(Toggle.Action)
    case darkMode(Toggle.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.notifications, action: \.notifications) {
      Toggle()
    }
    Scope(state: \.darkMode, action: \.darkMode) {
      Toggle()
    }
    Reduce { state, action in
      switch action {
      case .notifications(.flip):
        state.log.append("notifications \(state.notifications.isOn)")
      case .darkMode(.flip):
        state.log.append("dark mode \(state.darkMode.isOn)")
      }
      return .none
    }
  }
}

@MainActor
func run() async {
  let store = Store(initialState: Settings.State()) {
    Settings()
  }
  store.send(.notifications(.flip))
  store.send(.darkMode(.flip))
  store.send(.darkMode(.flip))
  print(store.notifications.isOn, store.darkMode.isOn, store.darkMode.flips)
  for line in store.log {
    print(line)
  }
}

await run()
