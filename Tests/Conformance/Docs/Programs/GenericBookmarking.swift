import ComposableArchitecture
import Foundation

@ObservableState
struct BookmarkingState<ID: Hashable & Sendable>: Equatable {
  @Presents var alert: AlertState<BookmarkingAction.Alert>?
  let id: ID
  var isBookmarked: Bool
}

@CasePathable
enum BookmarkingAction {
  case alert(PresentationAction<Alert>)
  case buttonTapped
  case response(Result<Bool, any Error>)

  enum Alert: Equatable {}
}

@Reducer
struct Bookmarking<ID: Hashable & Sendable> {
  let bookmark: @Sendable (ID, Bool) async throws -> Bool

  private struct CancelID: Hashable, Sendable {
    let id: AnyHashableSendable
  }

  var body: some Reducer<BookmarkingState<ID>, BookmarkingAction> {
    Reduce { state, action in
      switch action {
      case .alert(.dismiss):
        state.alert = nil
        state.isBookmarked.toggle()
        return .none

      case .buttonTapped:
        state.isBookmarked.toggle()

        return .run { [id = state.id, isBookmarked = state.isBookmarked, bookmark] send in
          await send(.response(Result { try await bookmark(id, isBookmarked) }))
        }
        .cancellable(id: CancelID(id: AnyHashableSendable(state.id)), cancelInFlight: true)

      case .response(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        return .none

      case .response(.success(let isBookmarked)):
        state.isBookmarked = isBookmarked
        return .none
      }
    }
  }
}

@Reducer
struct Article {
  @ObservableState
  struct State: Equatable, Identifiable {
    var alert: AlertState<BookmarkingAction.Alert>?
    let id: Int
    var isBookmarked: Bool
    let headline: String

    var bookmarking: BookmarkingState<ID> {
      get { .init(alert: self.alert, id: self.id, isBookmarked: self.isBookmarked) }
      set { (self.alert, self.isBookmarked) = (newValue.alert, newValue.isBookmarked) }
    }
  }

  enum Action {
    case bookmarking(BookmarkingAction)
  }

  let bookmark: @Sendable (Int, Bool) async throws -> Bool

  var body: some Reducer<State, Action> {
    Scope(\.bookmarking, action: \.bookmarking) {
      Bookmarking(bookmark: self.bookmark)
    }
  }
}

@Reducer
struct Articles {
  @ObservableState
  struct State: Equatable {
    var articles: IdentifiedArrayOf<Article.State> = []
  }

  enum Action {
    case articles(IdentifiedActionOf<Article>)
  }

  var bookmark: @Sendable (Int, Bool) async throws -> Bool = saveBookmark

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      .none
    }
    .forEach(\.articles, action: \.articles) {
      Article(bookmark: self.bookmark)
    }
  }
}

struct BookmarkServiceError: LocalizedError {
  var errorDescription: String? { "The bookmark service is down." }
}

@Sendable func saveBookmark<ID>(_ id: ID, _ isBookmarked: Bool) async throws -> Bool {
  if "\(id)" == "3" {
    throw BookmarkServiceError()
  }
  return isBookmarked
}

@MainActor
func main() async {
  let store = Store(
    initialState: Articles.State(
      articles: [
        Article.State(id: 1, isBookmarked: false, headline: "Scoping stores"),
        Article.State(id: 2, isBookmarked: true, headline: "Testing effects"),
        Article.State(id: 3, isBookmarked: false, headline: "Sharing state"),
      ]
    )
  ) {
    Articles()
  }

  await store.send(.articles(.element(id: 1, action: .bookmarking(.buttonTapped)))).finish()
  await store.send(.articles(.element(id: 2, action: .bookmarking(.buttonTapped)))).finish()
  await store.send(.articles(.element(id: 3, action: .bookmarking(.buttonTapped)))).finish()
  for article in store.articles {
    print(article.id, article.headline, article.isBookmarked, article.alert == nil ? "" : "alert")
  }

  store.send(.articles(.element(id: 3, action: .bookmarking(.alert(.dismiss)))))
  print("after dismissing:", store.articles[id: 3]!.isBookmarked, store.articles[id: 3]!.alert == nil)
}

await main()
