import ComposableArchitecture
import XCTest

@Reducer
struct Chapter {
  @ObservableState
  struct State: Equatable {
    var number: Int
    var read = false
  }

  enum Action {
    case markRead
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .markRead:
        state.read = true
        return .none
      }
    }
  }
}

@Reducer
struct Book {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Chapter.State>()
    var readCount = 0
  }

  enum Action {
    case path(StackActionOf<Chapter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: _, action: .markRead)):
        state.readCount += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Chapter()
    }
  }
}

final class StackPushXCTest: XCTestCase {
  @MainActor
  func testPushReadAndPop() async {
    let store = TestStore(initialState: Book.State()) {
      Book()
    }

    await store.send(.path(.push(id: 0, state: Chapter.State(number: 1)))) {
      $0.path[id: 0] = Chapter.State(number: 1)
    }
    await store.send(.path(.push(id: 1, state: Chapter.State(number: 2)))) {
      $0.path[id: 1] = Chapter.State(number: 2)
    }
    await store.send(\.path[id: 1].markRead) {
      $0.path[id: 1]?.read = true
      $0.readCount = 1
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    XCTAssertEqual(store.state.path.count, 1)
  }
}
