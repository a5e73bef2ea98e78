import Dependencies
import Foundation

struct FlakyError: Error {}

struct QuoteClient: Sendable {
  var fetchQuote: @Sendable (_ attempt: Int) async throws -> String
}

extension QuoteClient: DependencyKey {
  static let liveValue = QuoteClient { attempt in
    if attempt < 3 { throw FlakyError() }
    return "Simplicity is prerequisite for reliability."
  }
}

extension DependencyValues {
  var quoteClient: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}

func fetchWithRetry(maxAttempts: Int) async -> String? {
  @Dependency(\.quoteClient) var quoteClient
  @Dependency(\.continuousClock) var clock
  for attempt in 1...maxAttempts {
    do {
      let quote = try await quoteClient.fetchQuote(attempt)
      print("attempt \(attempt) succeeded")
      return quote
    } catch {
      print("attempt \(attempt) failed")
      try? await clock.sleep(for: .seconds(attempt))
    }
  }
  return nil
}

let quote = await withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  await fetchWithRetry(maxAttempts: 4)
}
print(quote ?? "gave up")

let none = await withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  await fetchWithRetry(maxAttempts: 2)
}
print(none ?? "gave up")
