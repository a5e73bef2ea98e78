import ComposableArchitecture

@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var numberFactClient: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

extension NumberFactClient: DependencyKey {
  static let liveValue = Self(
    fetch: { number in
      "\(number) came from the live fact service"
    }
  )

  static let testValue = Self()
}

@Reducer
struct RefreshableFact {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action {
    case cancelButtonTapped
    case decrementButtonTapped
    case factResponse(Result<String, any Error>)
    case incrementButtonTapped
    case refresh
  }

  @Dependency(\.numberFactClient) var numberFactClient
  private enum CancelID { case factRequest }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.factRequest)

      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .factResponse(.success(let fact)):
        state.fact = fact
        return .none

      case .factResponse(.failure):
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .refresh:
        state.fact = nil
        return .run { [count = state.count] send in
          await send(
            .factResponse(Result { try await self.numberFactClient.fetch(count) })
          )
        }
        .cancellable(id: CancelID.factRequest)
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: RefreshableFact.State()) {
    RefreshableFact()
  }
  store.send(.incrementButtonTapped)
  store.send(.incrementButtonTapped)
  await store.send(.refresh).finish()
  print(store.count, store.fact ?? "nil")

  store.send(.decrementButtonTapped)
  await store.send(.refresh).finish()
  print(store.count, store.fact ?? "nil")

  let failing = Store(initialState: RefreshableFact.State(count: 5, fact: "old fact")) {
    RefreshableFact()
  } withDependencies: {
    $0.numberFactClient.fetch = { _ in
      struct Offline: Error {}
      throw Offline()
    }
  }
  await failing.send(.refresh).finish()
  print(failing.count, failing.fact ?? "nil")
}

await main()
