import ComposableArchitecture

struct StockClient {
  func price(of symbol: String) -> Effect<Int> {
    .run { send in
      await send(symbol.count * 25)
    }
  }
}

@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable {
    var symbol = "ACME"
    var price: Int?
  }

  enum Action {
    case refreshTapped
    case priceResponse(Int)
  }

  let client = StockClient()

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        return client.price(of: state.symbol)
          .map { .priceResponse($0) }
      case let .priceResponse(price):
        state.price = price
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Ticker.State()) {
    Ticker()
  }
  await store.send(.refreshTapped).finish()
  print(store.symbol, store.price ?? 0)
}

await main()
