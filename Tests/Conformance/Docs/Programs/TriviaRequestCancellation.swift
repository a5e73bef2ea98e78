import ComposableArchitecture

@DependencyClient
struct TriviaClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var triviaClient: TriviaClient {
    get { self[TriviaClient.self] }
    set { self[TriviaClient.self] = newValue }
  }
}

extension TriviaClient: DependencyKey {
  static let liveValue = Self(
    fetch: { number in
      try await Task.sleep(for: .seconds(1))
      return "\(number) is the number of the live trivia service"
    }
  )

  static let testValue = Self()
}

@Reducer
struct TriviaCancellation {
  @ObservableState
  struct State: Equatable {
    var number = 0
    var currentTrivia: String?
    var isTriviaRequestInFlight = false
  }

  enum Action {
    case cancelButtonTapped
    case stepperChanged(Int)
    case triviaButtonTapped
    case triviaResponse(Result<String, any Error>)
  }

  @Dependency(\.triviaClient) var triviaClient
  private enum CancelID { case triviaRequest }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isTriviaRequestInFlight = false
        return .cancel(id: CancelID.triviaRequest)

      case .stepperChanged(let value):
        state.number = value
        state.currentTrivia = nil
        state.isTriviaRequestInFlight = false
        return .cancel(id: CancelID.triviaRequest)

      case .triviaButtonTapped:
        state.currentTrivia = nil
        state.isTriviaRequestInFlight = true

        return .run { [number = state.number] send in
          await send(.triviaResponse(Result { try await self.triviaClient.fetch(number) }))
        }
        .cancellable(id: CancelID.triviaRequest)

      case .triviaResponse(.success(let response)):
        state.isTriviaRequestInFlight = false
        state.currentTrivia = response
        return .none

      case .triviaResponse(.failure):
        state.isTriviaRequestInFlight = false
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let (started, startedContinuation) = AsyncStream<Int>.makeStream()
  let store = Store(initialState: TriviaCancellation.State()) {
    TriviaCancellation()
  } withDependencies: {
    $0.triviaClient.fetch = { number in
      if number == 7 {
        startedContinuation.yield(number)
        try await Task.sleep(nanoseconds: 60_000_000_000)
      }
      return "\(number) is a fine number of trivia"
    }
  }

  store.send(.stepperChanged(3))
  await store.send(.triviaButtonTapped).finish()
  print(store.number, store.currentTrivia ?? "no trivia", store.isTriviaRequestInFlight)

  store.send(.stepperChanged(7))
  let request = store.send(.triviaButtonTapped)
  for await _ in started { break }
  print("in flight:", store.isTriviaRequestInFlight)
  store.send(.cancelButtonTapped)
  await request.finish()
  print(store.number, store.currentTrivia ?? "no trivia", store.isTriviaRequestInFlight)

  let stale = store.send(.triviaButtonTapped)
  for await _ in started { break }
  store.send(.stepperChanged(8))
  await stale.finish()
  print(store.number, store.currentTrivia ?? "no trivia", store.isTriviaRequestInFlight)
}

await main()
