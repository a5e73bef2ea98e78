import ComposableArchitecture

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text: String
  }

  enum Action {
    case append(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .append(suffix):
        state.text += suffix
        return .none
      }
    }
  }
}

@Reducer
struct Document {
  @ObservableState
  struct State: Equatable {
    var editor: Editor.State?
    var saved: [String] = []
  }

  enum Action {
    case editor(Editor.Action)
    case editTapped
    case saveTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.editor = Editor.State(text: "Draft")
        return .none
      case .saveTapped:
        guard let editor = state.editor else { return .none }
        state.saved.append(editor.text)
        state.editor = nil
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.editor, action: \.editor) {
      Editor()
    }
  }
}

@MainActor
func run() {
  let store = Store(initialState: Document.State()) {
    Document()
  }
  store.send(.editTapped)
  store.send(.editor(.append(" one")))
  print(store.editor?.text ?? "none")
  store.send(.saveTapped)
  print(store.editor == nil, store.saved)
}

await run()
