import ComposableArchitecture

@Reducer
struct Lobby {
  @ObservableState
  struct State: Equatable {
    var visits = 0
  }

  enum Action {
    case knock
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .knock:
        state.visits += 1
        return .none
      }
    }
  }
}

@Reducer
struct Hallway {
  @ObservableState
  struct State: Equatable {}

  enum Action {
    case openLobbyTapped
    case openHallwayTapped
    case openAtticTapped
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
  }
}

@Reducer
struct Attic {
  @ObservableState
  struct State: Equatable {
    var boxes = 3
  }

  enum Action {
    case unpack
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .unpack:
        state.boxes -= 1
        return .none
      }
    }
  }
}

@Reducer
struct HouseTour {
  @Reducer
  enum Path {
    case lobby(Lobby)
    case hallway(Hallway)
    case attic(Attic)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case backToRoom(id: StackElementID)
    case fullTourTapped
    case path(StackActionOf<Path>)
    case leaveHouse
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .backToRoom(let id):
        state.path.pop(to: id)
        return .none

      case .fullTourTapped:
        state.path.append(.lobby(Lobby.State()))
        state.path.append(.hallway(Hallway.State()))
        state.path.append(.attic(Attic.State()))
        return .none

      case .path(let action):
        switch action {
        case .element(id: _, action: .hallway(.openLobbyTapped)):
          state.path.append(.lobby(Lobby.State()))
          return .none

        case .element(id: _, action: .hallway(.openHallwayTapped)):
          state.path.append(.hallway(Hallway.State()))
          return .none

        case .element(id: _, action: .hallway(.openAtticTapped)):
          state.path.append(.attic(Attic.State()))
          return .none

        default:
          return .none
        }

      case .leaveHouse:
        state.path.removeAll()
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension HouseTour.Path.State: Equatable {}

func summary(_ state: HouseTour.State) -> String {
  var names: [String] = []
  var visits = 0
  for (id, element) in zip(state.path.ids, state.path) {
    switch element {
    case .lobby(let lobby):
      visits += lobby.visits
      names.append("lobby\(id)")
    case .hallway:
      names.append("hallway\(id)")
    case .attic(let attic):
      names.append("attic(\(attic.boxes))\(id)")
    }
  }
  return "\(names.joined(separator: " > ")) visits: \(visits)"
}

@MainActor
func main() async {
  let store = Store(initialState: HouseTour.State()) {
    HouseTour()
  }

  store.send(.fullTourTapped)
  print(summary(store.state))

  let firstID = store.path.ids[0]
  let hallwayID = store.path.ids[1]
  store.send(.path(.element(id: firstID, action: .lobby(.knock))))
  store.send(.path(.element(id: firstID, action: .lobby(.knock))))
  store.send(.path(.element(id: store.path.ids[2], action: .attic(.unpack))))
  print(summary(store.state))

  store.send(.backToRoom(id: hallwayID))
  store.send(.path(.element(id: hallwayID, action: .hallway(.openLobbyTapped))))
  print(summary(store.state))

  store.send(.path(.popFrom(id: hallwayID)))
  print(summary(store.state), "depth:", store.path.count)

  store.send(.fullTourTapped)
  store.send(.leaveHouse)
  print("after leaving:", store.path.isEmpty)
}

await main()
