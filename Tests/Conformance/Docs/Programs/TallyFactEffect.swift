import ComposableArchitecture

struct TallyFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension TallyFactClient: DependencyKey {
  static let liveValue = TallyFactClient { count in
    "\(count) is a fine number of cups of tea."
  }
}

extension DependencyValues {
  var tallyFact: TallyFactClient {
    get { self[TallyFactClient.self] }
    set { self[TallyFactClient.self] = newValue }
  }
}

@Reducer
struct TallyFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
  }

  @Dependency(\.tallyFact) var tallyFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          let fact = try await tallyFact.fetch(count)
          await send(.factResponse(fact))
        }

      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none
      }
    }
  }
}

let store = Store(initialState: TallyFeature.State()) {
  TallyFeature()
}
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.decrementButtonTapped)
store.send(.incrementButtonTapped)
let factTask = store.send(.factButtonTapped)
print(store.count, store.fact ?? "no fact", store.isLoading)
await factTask.finish()
print(store.count, store.fact ?? "no fact", store.isLoading)
