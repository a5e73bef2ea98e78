import ComposableArchitecture
import Testing

@DependencyClient
struct TriviaFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension TriviaFactClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var triviaFactClient: TriviaFactClient {
    get { self[TriviaFactClient.self] }
    set { self[TriviaFactClient.self] = newValue }
  }
}

@Reducer
struct CountdownBasics {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isFactRequestInFlight = false
    var fact: String?
  }

  enum Action {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(Result<String, any Error>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.triviaFactClient) var triviaFactClient
  private enum CancelID { case delay }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return state.count >= 0
          ? .none
          : .run { send in
            try await self.clock.sleep(for: .seconds(2))
            await send(.decrementDelayResponse)
          }
          .cancellable(id: CancelID.delay)

      case .decrementDelayResponse:
        if state.count < 0 {
          state.count += 1
        }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return state.count >= 0
          ? .cancel(id: CancelID.delay)
          : .none

      case .factButtonTapped:
        state.isFactRequestInFlight = true
        state.fact = nil
        return .run { [count = state.count] send in
          await send(.factResponse(Result { try await self.triviaFactClient.fetch(count) }))
        }

      case .factResponse(.success(let response)):
        state.isFactRequestInFlight = false
        state.fact = response
        return .none

      case .factResponse(.failure):
        state.isFactRequestInFlight = false
        return .none
      }
    }
  }
}

@MainActor
struct CountdownEffectsBasicsTests {
  @Test
  func upAndDown() async {
    let store = TestStore(initialState: CountdownBasics.State()) {
      CountdownBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test
  func fact() async {
    let store = TestStore(initialState: CountdownBasics.State()) {
      CountdownBasics()
    } withDependencies: {
      $0.triviaFactClient.fetch = { "\($0) is the loneliest number" }
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(\.factResponse.success) {
      $0.isFactRequestInFlight = false
      $0.fact = "1 is the loneliest number"
    }
  }

  @Test
  func belowZeroComesBack() async {
    let store = TestStore(initialState: CountdownBasics.State()) {
      CountdownBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
  }

  @Test
  func factWithoutAnOverride() async {
    let store = TestStore(initialState: CountdownBasics.State(count: 4)) {
      CountdownBasics()
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(\.factResponse.failure) {
      $0.isFactRequestInFlight = false
    }
  }
}
