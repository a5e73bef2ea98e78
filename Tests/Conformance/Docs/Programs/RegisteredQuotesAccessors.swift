import Dependencies

struct QuotesClient {
  var quoteOfTheDay: () -> String
  var count: () -> Int
}

enum QuotesClientKey: DependencyKey {
  static let liveValue = QuotesClient(
    quoteOfTheDay: { "Small steps, every day." },
    count: { 365 }
  )
}

extension DependencyValues {
  var quotes: QuotesClient {
    get { self[QuotesClientKey.self] }
    set { self[QuotesClientKey.self] = newValue }
  }
}

struct QuoteBanner {
  @Dependency(\.quotes) var quotes

  func render() -> String {
    "\(quotes.quoteOfTheDay()) (1 of \(quotes.count()))"
  }
}

print(QuoteBanner().render())

let banner = withDependencies {
  $0.quotes.quoteOfTheDay = { "Measure twice, cut once." }
  $0.quotes.count = { 2 }
} operation: {
  QuoteBanner()
}
print(banner.render())
print(QuoteBanner().render())
