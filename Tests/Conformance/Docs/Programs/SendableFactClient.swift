import ComposableArchitecture

struct TriviaClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension TriviaClient: DependencyKey {
  static let liveValue = TriviaClient(fetch: { number in
    "\(number) is the number of strings on a violin"
  })
}

extension DependencyValues {
  var triviaClient: TriviaClient {
    get { self[TriviaClient.self] }
    set { self[TriviaClient.self] = newValue }
  }
}

@Reducer
struct Trivia {
  @ObservableState
  struct State: Equatable {
    var number = 4
    var fact: String?
  }
  enum Action {
    case factButtonTapped
    case factResponse(String)
  }
  @Dependency(\.triviaClient) var triviaClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run { [number = state.number] send in
          let fact = try await triviaClient.fetch(number)
          await send(.factResponse(fact))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

let store = Store(initialState: Trivia.State()) {
  Trivia()
}
await store.send(.factButtonTapped).finish()
print(store.fact ?? "no fact")

let mocked = Store(initialState: Trivia.State(number: 7)) {
  Trivia()
} withDependencies: {
  $0.triviaClient.fetch = { "\($0) is a mocked fact" }
}
await mocked.send(.factButtonTapped).finish()
print(mocked.fact ?? "no fact")
