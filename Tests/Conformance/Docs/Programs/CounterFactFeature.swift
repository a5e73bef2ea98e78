import ComposableArchitecture

struct TriviaClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension TriviaClient: DependencyKey {
  static let liveValue = Self(
    fetch: { number in
      "\(number) is the number of sides on a \(number == 3 ? "triangle" : "shape")."
    }
  )
}

extension DependencyValues {
  var triviaClient: TriviaClient {
    get { self[TriviaClient.self] }
    set { self[TriviaClient.self] = newValue }
  }
}

@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }

  @Dependency(\.triviaClient) var triviaClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .numberFactButtonTapped:
        return .run { [count = state.count] send in
          let fact = try await self.triviaClient.fetch(count)
          await send(.numberFactResponse(fact))
        }

      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

let store = Store(initialState: Feature.State()) {
  Feature()
}

store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.decrementButtonTapped)
store.send(.incrementButtonTapped)
print("count:", store.count)
await store.send(.numberFactButtonTapped).finish()
print("fact:", store.numberFact ?? "none")
print(store.state == Feature.State(count: 3, numberFact: store.numberFact))
