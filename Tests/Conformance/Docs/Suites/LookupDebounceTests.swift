import ComposableArchitecture
import Testing

struct LookupClient {
  var lookup: @Sendable (String) async throws -> [String]
}

extension LookupClient: TestDependencyKey {
  static let testValue = LookupClient(lookup: { _ in [] })
}

extension DependencyValues {
  var lookupClient: LookupClient {
    get { self[LookupClient.self] }
    set { self[LookupClient.self] = newValue }
  }
}

@Reducer
struct Lookup {
  struct State: Equatable {
    var query = ""
    var matches: [String] = []
  }

  enum Action {
    case queryChanged(String)
    case lookupResponse(Result<[String], any Error>)
  }

  @Dependency(\.lookupClient) var lookupClient
  @Dependency(\.continuousClock) var clock
  private enum CancelID { case lookup }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          try await self.clock.sleep(for: .milliseconds(300))

          await send(.lookupResponse(Result { try await self.lookupClient.lookup(query) }))
        }
        .cancellable(id: CancelID.lookup, cancelInFlight: true)

      case let .lookupResponse(.success(matches)):
        state.matches = matches
        return .none

      case .lookupResponse(.failure):
        state.matches = []
        return .none
      }
    }
  }
}

@MainActor
@Suite struct LookupDebounceTests {
  @Test func onlyTheLastQueryIsLookedUp() async {
    let clock = TestClock()

    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lookupClient.lookup = { query in
        ["\(query)-one", "\(query)-two"]
      }
    }

    await store.send(.queryChanged("sw")) {
      $0.query = "sw"
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("swift")) {
      $0.query = "swift"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.lookupResponse.success) {
      $0.matches = ["swift-one", "swift-two"]
    }
  }

  @Test func forgetsToAdvanceTheClock() async {
    let clock = TestClock()

    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("tca")) {
      $0.query = "tca"
    }
  }
}
