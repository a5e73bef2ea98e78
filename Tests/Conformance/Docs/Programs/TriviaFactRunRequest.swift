import ComposableArchitecture
import Foundation

struct TriviaClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension TriviaClient: DependencyKey {
  static let liveValue = TriviaClient(
    fetch: { number in
      let data = try Data(contentsOf: URL(string: "https://trivia.example.org/\(number)")!)
      return String(decoding: data, as: UTF8.self)
    }
  )
}

extension DependencyValues {
  var trivia: TriviaClient {
    get { self[TriviaClient.self] }
    set { self[TriviaClient.self] = newValue }
  }
}

@Reducer
struct TallyFeature {
  @ObservableState
  struct State {
    var tally = 0
    var trivia: String?
    var isFetching = false
  }

  enum Action {
    case addButtonTapped
    case triviaButtonTapped
    case triviaResponse(String)
  }

  @Dependency(\.trivia) var trivia

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.tally += 1
        state.trivia = nil
        return .none

      case .triviaButtonTapped:
        state.trivia = nil
        state.isFetching = true
        return .run { [tally = state.tally] send in
          let text = try await self.trivia.fetch(tally)
          await send(.triviaResponse(text))
        }

      case let .triviaResponse(text):
        state.trivia = text
        state.isFetching = false
        return .none
      }
    }
  }
}

let store = Store(initialState: TallyFeature.State()) {
  TallyFeature()
} withDependencies: {
  $0.trivia.fetch = { number in "\(number) is the number of moons we pretend to have." }
}

store.send(.addButtonTapped)
store.send(.addButtonTapped)
let request = store.send(.triviaButtonTapped)
print("fetching:", store.isFetching)
await request.finish()
print("fetching:", store.isFetching)
print(store.trivia ?? "no trivia")
store.send(.addButtonTapped)
print(store.tally, store.trivia ?? "no trivia")
