import Dependencies
import DependenciesMacros

protocol QuoteService: Sendable {
  func quoteOfTheDay() -> String
}

struct LiveQuoteService: QuoteService {
  func quoteOfTheDay() -> String { "Simplicity is prerequisite for reliability." }
}

struct MockQuoteService: QuoteService {
  func quoteOfTheDay() -> String { "A mock quote" }
}

extension DependencyValues {
  @DependencyEntry(liveValue: LiveQuoteService())
  var quoteService: any QuoteService = MockQuoteService()
}

final class QuoteModel {
  @Dependency(\.quoteService) var quoteService

  func headline() -> String {
    "Today: " + quoteService.quoteOfTheDay()
  }
}

print(QuoteModel().headline())

let mocked = withDependencies {
  $0.quoteService = MockQuoteService()
} operation: {
  QuoteModel()
}
print(mocked.headline())
