import ComposableArchitecture

@Reducer
struct BookDetail {
  @ObservableState
  struct State: Equatable {
    var title: String
    var author: String
    var isFavorite = false
  }

  enum Action {
    case authorTapped
    case delegate(Delegate)
    case favoriteTapped

    enum Delegate {
      case openAuthor(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .authorTapped:
        return .send(.delegate(.openAuthor(state.author)))
      case .delegate:
        return .none
      case .favoriteTapped:
        state.isFavorite.toggle()
        return .none
      }
    }
  }
}

@Reducer
struct AuthorPage {
  @ObservableState
  struct State: Equatable {
    var name: String
    var isFollowing = false
  }

  enum Action {
    case followTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .followTapped:
        state.isFollowing = true
        return .none
      }
    }
  }
}

@Reducer
struct Library {
  @Reducer
  enum Path {
    case author(AuthorPage)
    case detail(BookDetail)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }

  enum Action {
    case bookTapped(title: String, author: String)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .bookTapped(title, author):
        state.path.append(.detail(BookDetail.State(title: title, author: author)))
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.openAuthor(name))))):
        state.path.append(.author(AuthorPage.State(name: name)))
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

func describe(_ path: StackState<Library.Path.State>) {
  for element in path {
    switch element {
    case let .author(author):
      print("  author:", author.name, author.isFollowing)
    case let .detail(detail):
      print("  detail:", detail.title, detail.isFavorite)
    }
  }
}

let store = Store(initialState: Library.State()) {
  Library()
}
store.send(.bookTapped(title: "Dune", author: "Frank Herbert"))
let detailID = store.path.ids.last!
store.send(.path(.element(id: detailID, action: .detail(.favoriteTapped))))
store.send(.path(.element(id: detailID, action: .detail(.authorTapped))))
print("depth:", store.path.count)
describe(store.path)

let authorID = store.path.ids.last!
store.send(.path(.element(id: authorID, action: .author(.followTapped))))
describe(store.path)
store.send(.path(.popFrom(id: authorID)))
print("after pop:", store.path.count)
describe(store.path)
