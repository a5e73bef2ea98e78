import ComposableArchitecture

struct FactClient {
  var fact: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { number in
    "\(number) is a good number."
  }
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
    var number = 3
    var fact: String?
    var isLoading = false
  }
  enum Action {
    case factButtonTapped
    case factResponse(String)
  }
  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        state.isLoading = true
        state.fact = nil
        return .run { [number = state.number] send in
          let fact = try await factClient.fact(number)
          await send(.factResponse(fact))
        }
      case let .factResponse(fact):
        state.isLoading = false
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
func run() async {
  let store = Store(initialState: NumberFact.State()) {
    NumberFact()
  } withDependencies: {
    $0.factClient.fact = { "\($0) is the number of the day." }
  }
  await store.send(.factButtonTapped).finish()
  print(store.isLoading, store.fact ?? "none")
}

await run()
