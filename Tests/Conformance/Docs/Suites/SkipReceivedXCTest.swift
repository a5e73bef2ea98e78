import ComposableArchitecture
import XCTest

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var unread = 0
    var synced = false
  }

  enum Action {
    case refresh
    case unreadLoaded(Int)
    case syncFinished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        return .run { send in
          await send(.unreadLoaded(4))
          await send(.syncFinished)
        }
      case let .unreadLoaded(count):
        state.unread = count
        return .none
      case .syncFinished:
        state.synced = true
        return .none
      }
    }
  }
}

final class SkipReceivedXCTest: XCTestCase {
  @MainActor
  func testSkipsWhatItDoesNotAssert() async {
    let store = TestStore(initialState: Inbox.State()) {
      Inbox()
    }
    store.exhaustivity = .off(showSkippedAssertions: false)

    await store.send(.refresh)
    await store.skipReceivedActions()
    store.assert {
      $0.unread = 4
      $0.synced = true
    }
  }

  @MainActor
  func testExhaustiveStoreWantsEveryAction() async {
    let store = TestStore(initialState: Inbox.State()) {
      Inbox()
    }

    await store.send(.refresh)
    await store.receive(\.unreadLoaded, 4) {
      $0.unread = 4
    }
  }
}
