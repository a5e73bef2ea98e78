import ComposableArchitecture
import Testing

@DependencyClient
struct AnimalFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension AnimalFactClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var animalFactClient: AnimalFactClient {
    get { self[AnimalFactClient.self] }
    set { self[AnimalFactClient.self] = newValue }
  }
}

@Reducer
struct AnimalFacts {
  @ObservableState
  struct State: Equatable {
    var legs = 0
    var fact: String?
  }

  enum Action {
    case cancelButtonTapped
    case factResponse(Result<String, any Error>)
    case addLegButtonTapped
    case refresh
  }

  @Dependency(\.animalFactClient) var animalFactClient
  private enum CancelID { case factRequest }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.factRequest)

      case .factResponse(.success(let fact)):
        state.fact = fact
        return .none

      case .factResponse(.failure):
        return .none

      case .addLegButtonTapped:
        state.legs += 1
        return .none

      case .refresh:
        state.fact = nil
        return .run { [legs = state.legs] send in
          await send(.factResponse(Result { try await self.animalFactClient.fetch(legs) }))
        }
        .cancellable(id: CancelID.factRequest)
      }
    }
  }
}

@MainActor
struct RefreshFactTests {
  @Test
  func refreshes() async {
    let store = TestStore(initialState: AnimalFacts.State()) {
      AnimalFacts()
    } withDependencies: {
      $0.animalFactClient.fetch = { "Some animals walk on \($0) legs." }
    }

    await store.send(.addLegButtonTapped) {
      $0.legs = 1
    }
    await store.send(.addLegButtonTapped) {
      $0.legs = 2
    }
    await store.send(.refresh)
    await store.receive(\.factResponse.success) {
      $0.fact = "Some animals walk on 2 legs."
    }
  }

  @Test
  func refreshFails() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: AnimalFacts.State()) {
      AnimalFacts()
    } withDependencies: {
      $0.animalFactClient.fetch = { _ in throw FactError() }
    }

    await store.send(.addLegButtonTapped) {
      $0.legs = 1
    }
    await store.send(.refresh)
    await store.receive(\.factResponse.failure)
  }

  @Test
  func cancelsTheRefresh() async {
    let store = TestStore(initialState: AnimalFacts.State()) {
      AnimalFacts()
    } withDependencies: {
      $0.animalFactClient.fetch = {
        try await Task.sleep(for: .seconds(1))
        return "Some animals walk on \($0) legs."
      }
    }

    await store.send(.addLegButtonTapped) {
      $0.legs = 1
    }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)
  }

  @Test
  func refreshClearsTheOldFact() async {
    let store = TestStore(initialState: AnimalFacts.State(legs: 4, fact: "Old fact")) {
      AnimalFacts()
    } withDependencies: {
      $0.animalFactClient.fetch = { "Cats walk on \($0) legs." }
    }

    await store.send(.refresh)
    await store.receive(\.factResponse.success) {
      $0.fact = "Cats walk on 4 legs."
    }
  }
}
