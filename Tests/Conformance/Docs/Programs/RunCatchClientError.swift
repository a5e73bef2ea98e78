import ComposableArchitecture

struct QuoteClient {
  var random: @Sendable (_ category: String) async throws -> String
}

struct QuoteUnavailable: Error {}

extension QuoteClient: DependencyKey {
  static let liveValue = QuoteClient(random: { category in
    guard category == "science" else { throw QuoteUnavailable() }
    return "Measure twice."
  })
}

extension DependencyValues {
  var quotes: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}

@Reducer
struct QuoteFeature {
  @ObservableState
  struct State: Equatable {
    var quote: String?
    var failure: String?
  }

  enum Action {
    case fetch(String)
    case quoteResponse(String)
    case failed(String)
  }

  @Dependency(\.quotes) var quotes

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .fetch(category):
        state.failure = nil
        return .run { send in
          let quote = try await quotes.random(category)
          await send(.quoteResponse(quote))
        } catch: { error, send in
          await send(.failed("no quote for \(category)"))
        }
      case let .quoteResponse(quote):
        state.quote = quote
        return .none
      case let .failed(message):
        state.failure = message
        return .none
      }
    }
  }
}

let store = Store(initialState: QuoteFeature.State()) {
  QuoteFeature()
}
await store.send(.fetch("science")).finish()
print(store.quote ?? "-", store.failure ?? "-")
await store.send(.fetch("poetry")).finish()
print(store.quote ?? "-", store.failure ?? "-")
