import ComposableArchitecture
import XCTest

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0

    var isPrime: Bool {
      guard count > 1 else { return false }
      for divisor in 2..<count where count % divisor == 0 {
        return false
      }
      return true
    }
  }
  enum Action {
    case bumpTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .bumpTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
final class PrimeComputedTestState: XCTestCase {
  func testSevenIsPrime() async {
    let store = TestStore(initialState: Tally.State(count: 6)) {
      Tally()
    }
    await store.send(.bumpTapped) {
      $0.count = 7
    }
    XCTAssertTrue(store.state.isPrime)
  }

  func testNineIsPrimeOnPurpose() async {
    let store = TestStore(initialState: Tally.State(count: 8)) {
      Tally()
    }
    await store.send(.bumpTapped) {
      $0.count = 9
    }
    XCTAssertTrue(store.state.isPrime)
  }
}
