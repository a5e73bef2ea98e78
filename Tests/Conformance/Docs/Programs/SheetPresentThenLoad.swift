import ComposableArchitecture

@Reducer
struct Playlist {
  @ObservableState
  struct State: Equatable {
    var songs = 12
  }

  enum Action {
    case addSongTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addSongTapped:
        state.songs += 1
        return .none
      }
    }
  }
}

@Reducer
struct PlaylistSheet {
  @ObservableState
  struct State: Equatable {
    var loadedPlaylist: Playlist.State?
    var isSheetShown = false
  }

  enum Action {
    case loadedPlaylist(Playlist.Action)
    case setSheet(isShown: Bool)
    case playlistLoaded
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case fetch }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .setSheet(isShown: true):
        state.isSheetShown = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.playlistLoaded)
        }
        .cancellable(id: CancelID.fetch)

      case .setSheet(isShown: false):
        state.isSheetShown = false
        state.loadedPlaylist = nil
        return .cancel(id: CancelID.fetch)

      case .playlistLoaded:
        state.loadedPlaylist = Playlist.State()
        return .none

      case .loadedPlaylist:
        return .none
      }
    }
    .ifLet(\.loadedPlaylist, action: \.loadedPlaylist) {
      Playlist()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: PlaylistSheet.State()) {
    PlaylistSheet()
  }

  store.send(.setSheet(isShown: true))
  print("sheet:", store.isSheetShown, "playlist:", store.loadedPlaylist?.songs as Any)

  try? await Task.sleep(for: .milliseconds(400))
  print("after 0.4s:", store.loadedPlaylist?.songs as Any)
  try? await Task.sleep(for: .seconds(2))
  print("after 2.4s:", store.loadedPlaylist?.songs as Any)

  store.send(.loadedPlaylist(.addSongTapped))
  print("songs:", store.loadedPlaylist?.songs ?? 0)

  store.send(.setSheet(isShown: false))
  print("sheet:", store.isSheetShown, "playlist:", store.loadedPlaylist?.songs as Any)

  store.send(.setSheet(isShown: true))
  try? await Task.sleep(for: .milliseconds(400))
  store.send(.setSheet(isShown: false))
  try? await Task.sleep(for: .seconds(2))
  print("closed while loading:", store.isSheetShown, store.loadedPlaylist?.songs as Any)
}

await main()
