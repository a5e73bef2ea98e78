import ComposableArchitecture
import Testing

struct QuoteError: Error, Equatable {}

@Reducer
struct Quote {
  struct State: Equatable {
    var price = 0
  }

  enum Action {
    case refreshTapped
    case priceResponse(Result<Int, QuoteError>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        return .run { send in
          await send(.priceResponse(.success(118)))
        }
      case let .priceResponse(.success(price)):
        state.price = price
        return .none
      case .priceResponse(.failure):
        state.price = -1
        return .none
      }
    }
  }
}

@MainActor
struct ReceiveMatchingPredicateTests {
  @Test
  func receivesASuccess() async {
    let store = TestStore(initialState: Quote.State()) {
      Quote()
    }

    await store.send(.refreshTapped)
    await store.receive {
      guard case .priceResponse(.success) = $0 else { return false }
      return true
    } assert: {
      $0.price = 118
    }
  }

  @Test
  func waitsForAFailureThatNeverComes() async {
    let store = TestStore(initialState: Quote.State()) {
      Quote()
    }

    await store.send(.refreshTapped)
    await store.receive {
      guard case .priceResponse(.failure) = $0 else { return false }
      return true
    } assert: {
      $0.price = -1
    }
  }
}
