import ComposableArchitecture
import Testing

@Reducer
struct CitySearch {
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

  @Dependency(\.continuousClock) var clock

  let cities = ["Berlin", "Bern", "Bergen", "Boston", "Beirut"]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { [cities] send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(cities.filter { $0.hasPrefix(query) }))
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
struct DebounceSearchTestClockTests {
  @Test func onlyLastQueryIsSearched() async {
    let clock = TestClock()
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("B")) { $0.query = "B" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Ber")) { $0.query = "Ber" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Berg")) { $0.query = "Berg" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(["Bergen"])) {
      $0.results = ["Bergen"]
    }
  }

  @Test func clearingQueryCancelsSearch() async {
    let clock = TestClock()
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("Bo")) { $0.query = "Bo" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("")) { $0.query = "" }
    await clock.run()
  }

  @Test func expectsWrongResults() async {
    let clock = TestClock()
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("Bei")) { $0.query = "Bei" }
    await clock.advance(by: .seconds(1))
    await store.receive(.searchResponse(["Beirut"])) {
      $0.results = ["Beirut", "Bern"]
    }
  }
}
