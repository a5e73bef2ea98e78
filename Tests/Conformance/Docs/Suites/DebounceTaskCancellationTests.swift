import ComposableArchitecture
import Testing

func fetchSuggestions(for text: String) async throws -> [String] {
  ["\(text)ville", "\(text)burg"]
}

@Reducer
struct CitySearch {
  struct State: Equatable {
    var text = ""
    var suggestions: [String] = []
  }

  enum Action {
    case textChanged(String)
    case debouncedResponse(Result<[String], any Error>)
  }

  @Dependency(\.continuousClock) var clock
  enum CancelID { case response }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .textChanged(text):
        state.text = text
        return .run { send in
          try await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
            try await self.clock.sleep(for: .seconds(0.3))
            await send(
              .debouncedResponse(await Result { try await fetchSuggestions(for: text) })
            )
          }
        }

      case let .debouncedResponse(.success(suggestions)):
        state.suggestions = suggestions
        return .none

      case .debouncedResponse(.failure):
        return .none
      }
    }
  }
}

@MainActor
struct DebounceTaskCancellationTests {
  @Test
  func typingQuicklySuggestsOnce() async {
    let clock = TestClock()
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.textChanged("Ash")) {
      $0.text = "Ash"
    }
    await clock.advance(by: .seconds(0.1))
    await store.send(.textChanged("Ashton")) {
      $0.text = "Ashton"
    }
    await clock.advance(by: .seconds(0.3))
    await store.receive(\.debouncedResponse.success) {
      $0.suggestions = ["Ashtonville", "Ashtonburg"]
    }
  }

  @Test
  func pausingSuggestsTwice() async {
    let clock = TestClock()
    let store = TestStore(initialState: CitySearch.State()) {
      CitySearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.textChanged("Ash")) {
      $0.text = "Ash"
    }
    await clock.advance(by: .seconds(0.3))
    await store.receive(\.debouncedResponse.success) {
      $0.suggestions = ["Ashville", "Ashburg"]
    }
    await store.send(.textChanged("Ashton")) {
      $0.text = "Ashton"
    }
    await clock.advance(by: .seconds(0.3))
    await store.receive(\.debouncedResponse.success) {
      $0.suggestions = ["Ashville", "Ashburg"]
    }
  }
}
