import ComposableArchitecture
import XCTest

struct Reader: Equatable {
  var id: Int
  var name: String
}

struct ShelfClient {
  var currentReader: @Sendable () async -> Reader
  var loans: @Sendable (_ readerID: Int) async -> [String]
}

extension ShelfClient: TestDependencyKey {
  static let testValue = ShelfClient(
    currentReader: { Reader(id: 3, name: "Ines") },
    loans: { readerID in ["Loan \(readerID)-a", "Loan \(readerID)-b"] }
  )
}

extension DependencyValues {
  var shelfClient: ShelfClient {
    get { self[ShelfClient.self] }
    set { self[ShelfClient.self] = newValue }
  }
}

@Reducer
struct Loans {
  @ObservableState
  struct State: Equatable {
    var isLoading = false
    var reader: Reader?
    var loans: [String] = []
  }

  enum Action {
    case refreshTapped
    case readerResponse(Reader)
    case loansResponse([String])
  }

  @Dependency(\.shelfClient) var shelfClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isLoading = true
        return .run { send in
          await send(.readerResponse(self.shelfClient.currentReader()))
        }
      case let .readerResponse(reader):
        state.reader = reader
        return .run { send in
          await send(.loansResponse(self.shelfClient.loans(reader.id)))
        }
      case let .loansResponse(loans):
        state.isLoading = false
        state.loans = loans
        return .none
      }
    }
  }
}

@MainActor
final class ReceiveUserResponseTests: XCTestCase {
  func testRefreshPingPongs() async {
    let store = TestStore(initialState: Loans.State()) {
      Loans()
    }
    await store.send(.refreshTapped) {
      $0.isLoading = true
    }
    await store.receive(\.readerResponse) {
      $0.reader = Reader(id: 3, name: "Ines")
    }
    await store.receive(\.loansResponse) {
      $0.isLoading = false
      $0.loans = ["Loan 3-a", "Loan 3-b"]
    }
  }

  func testSkipsTheReaderResponse() async {
    let store = TestStore(initialState: Loans.State()) {
      Loans()
    }
    await store.send(.refreshTapped) {
      $0.isLoading = true
    }
    await store.receive(\.loansResponse) {
      $0.reader = Reader(id: 3, name: "Ines")
      $0.isLoading = false
      $0.loans = ["Loan 3-a", "Loan 3-b"]
    }
  }
}
