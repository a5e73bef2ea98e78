import ComposableArchitecture
import Testing

struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

extension SearchClient: DependencyKey {
  static let liveValue = SearchClient { query in [query] }
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action {
    case queryChanged(String)
    case searchResponse([String])
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(try await searchClient.search(query)))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .searchResponse(results):
        state.results = results
        return .none
      }
    }
  }
}

@MainActor
struct SearchCancelInFlight {
  @Test
  func onlyTheLastQuerySearches() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in ["\(query)1", "\(query)2"] }
    }
    await store.send(.queryChanged("s")) {
      $0.query = "s"
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("sw")) {
      $0.query = "sw"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse) {
      $0.results = ["sw1", "sw2"]
    }
  }

  @Test
  func forgetsTheResponse() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { _ in [] }
    }
    await store.send(.queryChanged("x")) {
      $0.query = "x"
    }
    await clock.advance(by: .seconds(1))
  }
}
