import ComposableArchitecture

@Reducer
struct Rename {
  @ObservableState
  struct State: Equatable {
    var draft: String
  }

  enum Action {
    case append(String)
    case doneTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .append(text):
        state.draft += text
        return .none
      case .doneTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Folder {
  @ObservableState
  struct State: Equatable {
    var name = "Inbox"
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
        state.rename = Rename.State(draft: state.name)
        return .none
      case .rename(.presented(.doneTapped)):
        if let draft = state.rename?.draft {
          state.name = draft
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

let store = Store(initialState: Folder.State()) {
  Folder()
}
store.send(.renameTapped)
store.send(.rename(.presented(.append(" 2"))))
print(store.rename?.draft ?? "nil")
await store.send(.rename(.presented(.doneTapped))).finish()
print(store.name, store.rename == nil)
