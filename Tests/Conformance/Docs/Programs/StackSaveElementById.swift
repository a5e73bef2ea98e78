import ComposableArchitecture

@Reducer
struct EditChapter {
  @ObservableState
  struct State {
    var title: String
  }
  enum Action {
    case titleChanged(String)
    case saveTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      case .saveTapped:
        return .none
      }
    }
  }
}

@Reducer
struct Manuscript {
  @Reducer
  enum Path {
    case editChapter(EditChapter)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    var savedLog: [String] = []
  }
  enum Action {
    case path(StackActionOf<Path>)
    case openChapter(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openChapter(title):
        state.path.append(.editChapter(EditChapter.State(title: title)))
        return .none
      case let .path(.element(id: id, action: .editChapter(.saveTapped))):
        if case let .editChapter(chapter) = state.path[id: id] {
          state.savedLog.append("saved \(chapter.title) from element \(id)")
        }
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

let store = Store(initialState: Manuscript.State()) {
  Manuscript()
}
store.send(.openChapter("Prologue"))
store.send(.openChapter("Storm"))
let stormID = store.path.ids.last!
store.send(.path(.element(id: stormID, action: .editChapter(.titleChanged("The Storm")))))
store.send(.path(.element(id: stormID, action: .editChapter(.saveTapped))))
let prologueID = store.path.ids.first!
store.send(.path(.element(id: prologueID, action: .editChapter(.saveTapped))))
for line in store.savedLog {
  print(line)
}
print(store.path.count)
