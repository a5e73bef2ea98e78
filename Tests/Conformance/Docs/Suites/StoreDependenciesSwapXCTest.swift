import ComposableArchitecture
import XCTest

struct QuoteError: Error, Equatable {}

struct QuoteClient {
  var fetchQuote: @Sendable () async throws -> String
}

extension QuoteClient: TestDependencyKey {
  static let testValue = QuoteClient(fetchQuote: { "" })
  static let failing = QuoteClient(fetchQuote: { throw QuoteError() })
  static let mock = QuoteClient(fetchQuote: { "Stay curious." })
}

extension DependencyValues {
  var quoteClient: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}

@Reducer
struct DailyQuote {
  struct State: Equatable {
    var quote: String?
    var failed = false
  }

  enum Action {
    case refreshTapped
    case quoteResponse(Result<String, any Error>)
  }

  @Dependency(\.quoteClient) var quoteClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        return .run { send in
          await send(.quoteResponse(Result { try await quoteClient.fetchQuote() }))
        }
      case let .quoteResponse(.success(quote)):
        state.quote = quote
        state.failed = false
        return .none
      case .quoteResponse(.failure):
        state.failed = true
        return .none
      }
    }
  }
}

final class StoreDependenciesSwapXCTest: XCTestCase {
  @MainActor
  func testFailureThenSuccess() async {
    let store = TestStore(initialState: DailyQuote.State()) {
      DailyQuote()
    }

    store.dependencies.quoteClient = .failing
    await store.send(.refreshTapped)
    await store.receive(\.quoteResponse.failure) {
      $0.failed = true
    }

    store.dependencies.quoteClient = .mock
    await store.send(.refreshTapped)
    await store.receive(\.quoteResponse.success) {
      $0.quote = "Stay curious."
      $0.failed = false
    }
  }

  @MainActor
  func testExpectsSuccessFromTheFailingClient() async {
    let store = TestStore(initialState: DailyQuote.State()) {
      DailyQuote()
    } withDependencies: {
      $0.quoteClient = .failing
    }

    await store.send(.refreshTapped)
    await store.receive(\.quoteResponse.success) {
      $0.quote = "Stay curious."
    }
  }
}
