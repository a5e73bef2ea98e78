import ComposableArchitecture

@Reducer
struct Scoreboard {
  @ObservableState
  struct State {
    var home = 0
    var away = 0
    var announcements: [String] = []
  }

  enum Action {
    case homeScored
    case awayScored
    case announced(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .homeScored:
        state.home += 1
        return Self.announce("home \(state.home)-\(state.away)")
      case .awayScored:
        state.away += 1
        let effect: Effect<Scoreboard.Action> = Self.announce("away \(state.home)-\(state.away)")
        return effect
      case let .announced(text):
        state.announcements.append(text)
        return .none
      }
    }
  }
}

extension Scoreboard {
  static func announce(_ text: String) -> EffectOf<Scoreboard> {
    .send(.announced(text))
  }
}

@MainActor
func main() async {
  let store: StoreOf<Scoreboard> = Store(initialState: Scoreboard.State()) {
    Scoreboard()
  }
  store.send(.homeScored)
  store.send(.awayScored)
  store.send(.homeScored)
  print(store.home, store.away)
  print(store.announcements)
}

await main()
