import ComposableArchitecture

@Reducer
struct Article {
  @ObservableState
  struct State: Equatable {
    var title: String
    var likes = 0
  }

  enum Action {
    case likeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .likeTapped:
        state.likes += 1
        return .none
      }
    }
  }
}

@Reducer
struct Reader {
  @ObservableState
  enum State: Equatable {
    case unloaded
    case loading
    case loaded(Article.State)
  }

  enum Action {
    case article(Article.Action)
    case openTapped
    case articleLoaded(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .article:
        return .none
      case .openTapped:
        state = .loading
        return .send(.articleLoaded("Task locals, explained"))
      case let .articleLoaded(title):
        state = .loaded(Article.State(title: title))
        return .none
      }
    }
    .ifCaseLet(\.loaded, action: \.article) {
      Article()
    }
  }
}

func describe(_ state: Reader.State) -> String {
  switch state {
  case .unloaded:
    return "unloaded"
  case .loading:
    return "loading"
  case let .loaded(article):
    return "\(article.title): \(article.likes) likes"
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Reader.State.unloaded) {
    Reader()
  }
  print(describe(store.state))
  store.send(.openTapped)
  print(describe(store.state))
  store.send(.article(.likeTapped))
  store.send(.article(.likeTapped))
  print(describe(store.state))
}

await main()
