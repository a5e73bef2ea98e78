import ComposableArchitecture
import Testing

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var away = 0
    var home = 0
    var leader: String?
  }

  enum Action {
    case awayScored
    case homeScored
    case leaderComputed(String?)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .awayScored:
        state.away += 1
        return .send(.leaderComputed(Self.leader(of: state)))
      case .homeScored:
        state.home += 1
        return .send(.leaderComputed(Self.leader(of: state)))
      case let .leaderComputed(leader):
        state.leader = leader
        return .none
      }
    }
  }

  static func leader(of state: State) -> String? {
    if state.home > state.away { return "home" }
    if state.away > state.home { return "away" }
    return nil
  }
}

@MainActor
struct ScoreboardTestStoreTests {
  @Test
  func homeScores() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }
    await store.send(.homeScored) {
      $0.home = 1
    }
    await store.receive(\.leaderComputed, "home") {
      $0.leader = "home"
    }
  }

  @Test
  func tieClearsLeader() async {
    let store = TestStore(initialState: Scoreboard.State(home: 1, leader: "home")) {
      Scoreboard()
    }
    await store.send(.awayScored) {
      $0.away = 1
    }
    await store.receive(\.leaderComputed, nil) {
      $0.leader = nil
    }
  }

  @Test
  func forgotToReceive() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }
    await store.send(.awayScored) {
      $0.away = 1
    }
  }

  @Test
  func wrongScore() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }
    await store.send(.homeScored) {
      $0.home = 2
    }
    await store.receive(\.leaderComputed) {
      $0.leader = "home"
    }
  }
}
