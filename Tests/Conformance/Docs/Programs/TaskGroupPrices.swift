import Dependencies

struct PriceClient {
  var price: @Sendable (String) async -> Int
}

extension PriceClient: DependencyKey {
  static let liveValue = PriceClient(price: { symbol in symbol.count * 10 })
  static let testValue = PriceClient(price: { _ in 1 })
}

extension DependencyValues {
  var prices: PriceClient {
    get { self[PriceClient.self] }
    set { self[PriceClient.self] = newValue }
  }
}

func fetchAll(_ symbols: [String]) async -> [String: Int] {
  @Dependency(\.prices) var prices
  return await withTaskGroup(of: (String, Int).self) { group in
    for symbol in symbols {
      group.addTask {
        (symbol, await prices.price(symbol))
      }
    }
    var result: [String: Int] = [:]
    for await (symbol, price) in group {
      result[symbol] = price
    }
    return result
  }
}

let quotes = await fetchAll(["AAPL", "GOOG", "T", "MSFT"])
for (symbol, price) in quotes.sorted(by: { $0.key < $1.key }) {
  print(symbol, price)
}
print("sum", quotes.values.reduce(0, +))

let testQuotes = await withDependencies {
  $0.prices = .testValue
} operation: {
  await fetchAll(["A", "B"])
}
print(testQuotes.count, testQuotes["A"] ?? -1)
