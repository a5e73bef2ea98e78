import ComposableArchitecture

struct QuoteClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension QuoteClient: DependencyKey {
  static let liveValue = QuoteClient { number in "Quote #\(number): keep going" }
}

extension DependencyValues {
  var quoteClient: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}

@Reducer
struct Stepper {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var delayedValues: [Int] = []
    var quote: String?
  }

  enum Action {
    case buttonTapped
    case delayed(Int)
    case quoteButtonTapped
    case quoteLoaded(String)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.quoteClient) var quoteClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.count += 1
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayed(count))
        }

      case let .delayed(value):
        state.delayedValues.append(value)
        return .none

      case .quoteButtonTapped:
        return .run { [state] send in
          let quote = try await quoteClient.fetch(state.count)
          await send(.quoteLoaded(quote))
        }

      case let .quoteLoaded(quote):
        state.quote = quote
        return .none
      }
    }
  }
}

let store = Store(initialState: Stepper.State()) {
  Stepper()
} withDependencies: {
  $0.continuousClock = ImmediateClock()
}

await store.send(.buttonTapped).finish()
await store.send(.buttonTapped).finish()
await store.send(.quoteButtonTapped).finish()
print(store.count, store.delayedValues)
print(store.quote ?? "no quote")
