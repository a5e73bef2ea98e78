import ComposableArchitecture
import Testing

struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { number in
    "\(number) is a number from the network"
  }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

@Reducer
struct NumberFact {
  @ObservableState
  struct State: Equatable {
    var number = 0
    var fact: String?
  }

  enum Action {
    case incrementTapped
    case factButtonTapped
    case factResponse(String)
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.number += 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        return .run { [number = state.number] send in
          let fact = try await numberFact.fetch(number)
          await send(.factResponse(fact))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
struct NumberFactReceiveDiff {
  @Test
  func fetchesAFact() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number" }
    }
    await store.send(.incrementTapped) {
      $0.number = 1
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.fact = "1 is a good number"
    }
  }

  @Test
  func expectsTheWrongFact() async {
    let store = TestStore(initialState: NumberFact.State(number: 4)) {
      NumberFact()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a square" }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.fact = "4 is even"
    }
  }
}
