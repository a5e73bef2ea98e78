import ComposableArchitecture

struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { "\($0) is the live fact." }
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

@Reducer
struct NumberFact {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action {
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
  }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run { [count = state.count] send in
          let fact = try await factClient.fetch(count)
          await send(.factResponse(fact))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

let store = Store(initialState: NumberFact.State()) {
  NumberFact()
} withDependencies: {
  $0.factClient.fetch = { "\($0) is an overridden fact." }
}
store.send(.incrementButtonTapped)
await store.send(.factButtonTapped).finish()
print(store.fact ?? "no fact")
print(store.count)
