import ComposableArchitecture

@Reducer
struct Article {
  @ObservableState
  struct State: Equatable {
    var title: String
    var read = false
  }

  enum Action {
    case markRead
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .markRead:
        state.read = true
        return .none
      }
    }
  }
}

@Reducer
struct Author {
  @ObservableState
  struct State: Equatable {
    var name: String
  }

  enum Action {}

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct Reader {
  @Reducer
  enum Path {
    case article(Article)
    case author(Author)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case openArticle(String)
    case openAuthor(String)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openArticle(title):
        state.path.append(.article(Article.State(title: title)))
        return .none
      case let .openAuthor(name):
        state.path.append(.author(Author.State(name: name)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Reader.Path.State: Equatable {}

let store = Store(initialState: Reader.State()) {
  Reader()
}
store.send(.openArticle("Swift on Linux"))
store.send(.openAuthor("Kim"))
print(store.path.count)
let articleID = store.path.ids.first!
store.send(.path(.element(id: articleID, action: .article(.markRead))))
if case let .article(article) = store.path.first {
  print(article.title, article.read)
}
store.send(.path(.popFrom(id: articleID)))
print(store.path.isEmpty)
