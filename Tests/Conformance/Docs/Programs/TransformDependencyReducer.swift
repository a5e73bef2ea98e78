import ComposableArchitecture
import Foundation

struct QuoteClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension QuoteClient: DependencyKey {
  static let liveValue = QuoteClient { id in "Live quote #\(id)" }
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
    var quote = ""
  }

  enum Action {
    case load(Int)
    case loaded(String)
  }

  @Dependency(\.quotes) var quotes

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .load(id):
        return .run { send in
          let text = try await quotes.fetch(id)
          await send(.loaded(text))
        }
      case let .loaded(text):
        state.quote = text
        return .none
      }
    }
  }
}

let liveStore = Store(initialState: QuoteFeature.State()) {
  QuoteFeature()
}
await liveStore.send(.load(1)).finish()
print("live store:", liveStore.quote)

let onboardingStore = Store(initialState: QuoteFeature.State()) {
  QuoteFeature()
    .transformDependency(\.quotes) { quotes in
      quotes.fetch = { id in "Onboarding quote #\(id)" }
    }
}
await onboardingStore.send(.load(7)).finish()
print("onboarding store:", onboardingStore.quote)

let mixedStore = Store(initialState: QuoteFeature.State()) {
  QuoteFeature()
    .transformDependency(\.self) { values in
      let original = values.quotes
      values.quotes.fetch = { id in
        let text = try await original.fetch(id)
        return text.uppercased()
      }
    }
}
await mixedStore.send(.load(3)).finish()
print("mixed store:", mixedStore.quote)
