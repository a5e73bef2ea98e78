import ComposableArchitecture

@Reducer
struct Rename {
  @ObservableState
  struct State: Equatable {
    var draft: String
  }

  enum Action {
    case draftChanged(String)
    case saveTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .draftChanged(text):
        state.draft = text
        return .none
      case .saveTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

@Reducer
struct Playlist {
  @ObservableState
  struct State: Equatable {
    var title = "Untitled"
    @Presents var rename: Rename.State?
  }

  enum Action {
    case renameTapped
    case rename(PresentationAction<Rename.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renameTapped:
        state.rename = Rename.State(draft: state.title)
        return .none
      case .rename(.presented(.saveTapped)):
        if let draft = state.rename?.draft {
          state.title = draft
        }
        return .none
      case .rename:
        return .none
      }
    }
    .ifLet(\.$rename, action: \.rename) {
      Rename()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Playlist.State()) {
    Playlist()
  }
  store.send(.renameTapped)
  print("presented:", store.rename != nil)
  store.send(.rename(.presented(.draftChanged("Road Trip"))))
  await store.send(.rename(.presented(.saveTapped))).finish()
  print("title:", store.title)
  print("presented:", store.rename != nil)
}

await main()
