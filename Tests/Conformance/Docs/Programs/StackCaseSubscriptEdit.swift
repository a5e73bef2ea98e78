import ComposableArchitecture

@Reducer
struct EditTrack {
  @ObservableState
  struct State {
    var name: String
    var isLocked = false
  }

  enum Action {
    case renamed(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renamed(name):
        if !state.isLocked {
          state.name = name
        }
        return .none
      }
    }
  }
}

@Reducer
struct TrackInfo {
  @ObservableState
  struct State {
    var plays = 0
  }

  enum Action {
    case played
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.plays += 1
      return .none
    }
  }
}

@Reducer
struct Studio {
  @Reducer
  enum Path {
    case edit(EditTrack)
    case info(TrackInfo)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }

  enum Action {
    case lockTapped(StackElementID)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .lockTapped(id):
        state.path[id: id, case: \.edit]?.isLocked = true
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@MainActor
func describe(_ store: StoreOf<Studio>) {
  for element in store.path {
    switch element {
    case let .edit(track):
      print("edit \(track.name), locked: \(track.isLocked)")
    case let .info(info):
      print("info, \(info.plays) plays")
    }
  }
}

@MainActor
func main() async {
  var path = StackState<Studio.Path.State>()
  path.append(.edit(EditTrack.State(name: "Demo")))
  path.append(.info(TrackInfo.State()))
  let store = Store(initialState: Studio.State(path: path)) {
    Studio()
  }

  let editID = store.path.ids[0]
  let infoID = store.path.ids[1]
  store.send(.path(.element(id: editID, action: .edit(.renamed("Draft 2")))))
  store.send(.lockTapped(infoID))
  store.send(.lockTapped(editID))
  store.send(.path(.element(id: editID, action: .edit(.renamed("Final")))))
  store.send(.path(.element(id: infoID, action: .info(.played))))
  describe(store)
}

await main()
