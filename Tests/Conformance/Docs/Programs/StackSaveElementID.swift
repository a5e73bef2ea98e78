import ComposableArchitecture

@Reducer
struct NoteEditor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action {
    case saveButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
  }
}

@Reducer
struct Notebook {
  @Reducer
  enum Path {
    case editNote(NoteEditor)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    var savedCount = 0
  }
  enum Action {
    case newNoteButtonTapped
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .newNoteButtonTapped:
        state.path.append(.editNote(NoteEditor.State(text: "draft \(state.path.count + 1)")))
        return .none

      case let .path(.element(id: id, action: .editNote(.saveButtonTapped))):
        state.savedCount += 1
        print("saved the note at", state.path.ids.firstIndex(of: id) ?? -1)
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

let store = Store(initialState: Notebook.State()) {
  Notebook()
}
store.send(.newNoteButtonTapped)
store.send(.newNoteButtonTapped)
let second = store.path.ids[1]
store.send(.path(.element(id: second, action: .editNote(.saveButtonTapped))))
let first = store.path.ids[0]
store.send(.path(.element(id: first, action: .editNote(.saveButtonTapped))))
print(store.savedCount, store.path.count)
