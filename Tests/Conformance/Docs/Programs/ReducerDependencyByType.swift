import ComposableArchitecture

struct QuoteClient {
  var quoteOfTheDay: @Sendable () async -> String
}

extension QuoteClient: DependencyKey {
  static let liveValue = QuoteClient(quoteOfTheDay: { "Simplicity is prerequisite for reliability." })
}

@Reducer
struct DailyQuote {
  @ObservableState
  struct State: Equatable {
    var quote: String?
  }

  enum Action {
    case refreshTapped
    case quoteLoaded(String)
  }

  @Dependency(QuoteClient.self) var quoteClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        return .run { send in
          await send(.quoteLoaded(self.quoteClient.quoteOfTheDay()))
        }
      case let .quoteLoaded(quote):
        state.quote = quote
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let live = Store(initialState: DailyQuote.State()) {
    DailyQuote()
  }
  await live.send(.refreshTapped).finish()
  print("live:", live.quote ?? "none")

  let mockQuoteClient = QuoteClient(quoteOfTheDay: { "Measure twice, cut once." })
  let mocked = Store(initialState: DailyQuote.State()) {
    DailyQuote()
      .dependency(mockQuoteClient)
  }
  await mocked.send(.refreshTapped).finish()
  print("mocked:", mocked.quote ?? "none")
}

await main()
