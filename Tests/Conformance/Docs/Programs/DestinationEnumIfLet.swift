import ComposableArchitecture

@Reducer
struct ComposeNote {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action {
    case textChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textChanged(text):
        state.text = text
        return .none
      }
    }
  }
}

@Reducer
struct NoteDetail {
  @ObservableState
  struct State: Equatable {
    var title: String
    var views = 0
  }

  enum Action {
    case viewed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .viewed:
        state.views += 1
        return .none
      }
    }
  }
}

@Reducer
struct Notebook {
  @Reducer
  enum Destination {
    case compose(ComposeNote)
    case detail(NoteDetail)
  }

  @ObservableState
  struct State {
    var notes = ["Groceries", "Ideas"]
    @Presents var destination: Destination.State?
  }

  enum Action {
    case composeTapped
    case noteTapped(String)
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .composeTapped:
        state.destination = .compose(ComposeNote.State())
        return .none
      case let .noteTapped(title):
        state.destination = .detail(NoteDetail.State(title: title))
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Notebook.State()) {
    Notebook()
  }
  store.send(.noteTapped("Ideas"))
  store.send(.destination(.presented(.detail(.viewed))))
  store.send(.destination(.presented(.detail(.viewed))))
  if case let .detail(detail) = store.destination {
    print("detail:", detail.title, detail.views)
  }
  store.send(.composeTapped)
  store.send(.destination(.presented(.compose(.textChanged("Call the plumber")))))
  if case let .compose(compose) = store.destination {
    print("compose:", compose.text)
  }
}

await main()
