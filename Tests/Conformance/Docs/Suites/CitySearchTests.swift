import ComposableArchitecture
import Foundation
import Testing

struct CityLookup: Equatable, Sendable {
  var results: [City]

  struct City: Equatable, Identifiable, Sendable {
    var country: String
    var id: Int
    var name: String
  }

  static let mock = Self(
    results: [
      City(country: "Japan", id: 1, name: "Sapporo"),
      City(country: "Chile", id: 2, name: "Santiago"),
    ]
  )
}

@DependencyClient
struct CityClient {
  var search: @Sendable (_ query: String) async throws -> CityLookup
}

extension CityClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var cityClient: CityClient {
    get { self[CityClient.self] }
    set { self[CityClient.self] = newValue }
  }
}

@Reducer
struct CitySearch {
  @ObservableState
  struct State: Equatable {
    var results: [CityLookup.City] = []
    var query = ""
  }

  enum Action {
    case queryChanged(String)
    case queryChangeDebounced
    case searchResponse(Result<CityLookup, any Error>)
  }

  @Dependency(\.cityClient) var cityClient
  private enum CancelID { case search }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        guard !state.query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .none

      case .queryChangeDebounced:
        guard !state.query.isEmpty else {
          return .none
        }
        return .run { [query = state.query] send in
          await send(.searchResponse(Result { try await self.cityClient.search(query: query) }))
        }
        .cancellable(id: CancelID.search)

      case .searchResponse(.failure):
        state.results = []
        return .none

      case .searchResponse(.success(let response)):
        state.results = response.results
        return .none
      }
    }
  }
}

@MainActor
struct CitySearchTests {
  @Test
  func searchThenClear() async {
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.cityClient.search = { @Sendable _ in .mock }
    }

    await store.send(.queryChanged("Sa")) {
      $0.query = "Sa"
    }
    await store.send(.queryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = CityLookup.mock.results
    }
    await store.send(.queryChanged("")) {
      $0.results = []
      $0.query = ""
    }
  }

  @Test
  func searchFails() async {
    let store = TestStore(initialState: CitySearch.State(results: CityLookup.mock.results)) {
      CitySearch()
    } withDependencies: {
      $0.cityClient.search = { @Sendable _ in
        struct ServerDown: Error {}
        throw ServerDown()
      }
    }

    await store.send(.queryChanged("Sa")) {
      $0.query = "Sa"
    }
    await store.send(.queryChangeDebounced)
    await store.receive(\.searchResponse.failure) {
      $0.results = []
    }
  }

  @Test
  func clearingCancelsTheInFlightSearch() async {
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.cityClient.search = { @Sendable _ in .mock }
    }

    let queryChanged = await store.send(.queryChanged("Sa")) {
      $0.query = "Sa"
    }
    await queryChanged.cancel()
    await store.send(.queryChanged("")) {
      $0.query = ""
    }
  }

  @Test
  func expectsTheWrongResults() async {
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.cityClient.search = { @Sendable query in
        CityLookup(results: CityLookup.mock.results.filter { $0.name.hasPrefix(query) })
      }
    }

    await store.send(.queryChanged("Sap")) {
      $0.query = "Sap"
    }
    await store.send(.queryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = CityLookup.mock.results
    }
  }
}
