import ComposableArchitecture
import Testing

struct SearchClient {
  var search: @Sendable (String) async throws -> [String]
}

extension SearchClient: TestDependencyKey {
  static let testValue = SearchClient(search: { _ in [] })
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

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
  }

  enum CancelID { case search }

  @Dependency(\.searchClient) var searchClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          let results = try await searchClient.search(query)
          await send(.searchResponse(results))
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
struct SearchDebounceTestStore {
  @Test func onlyTheLastQuerySearches() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in ["\(query)-1", "\(query)-2"] }
    }
    await store.send(.queryChanged("sw")) {
      $0.query = "sw"
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("swift")) {
      $0.query = "swift"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(["swift-1", "swift-2"])) {
      $0.results = ["swift-1", "swift-2"]
    }
  }

  @Test func clearingCancels() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State(query: "a", results: ["old"])) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = []
    }
  }

  @Test func forgettingTheResponseFails() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.queryChanged("x")) {
      $0.query = "x"
    }
  }
}
