import ComposableArchitecture
import XCTest

@Reducer
struct Greeting {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action {
    case greet(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .greet(name):
        state.text = "Hello, \(name)"
        return .none
      }
    }
  }
}

final class XCTestTestStore: XCTestCase {
  @MainActor
  func testGreet() async {
    let store = TestStore(initialState: Greeting.State()) {
      Greeting()
    }
    await store.send(.greet("Blob")) {
      $0.text = "Hello, Blob"
    }
  }
}
