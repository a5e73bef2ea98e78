import ComposableArchitecture
import XCTest

@Reducer
struct Playlist {
  struct State: Equatable {
    var songs: [String] = []
  }
  enum Action {
    case dropLastTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .dropLastTapped:
        state.songs.removeLast()
        return .none
      }
    }
  }
}

@MainActor
final class NonExhaustiveRemoveLast: XCTestCase {
  func testExhaustiveRemoveLast() async {
    let store = TestStore(initialState: Playlist.State(songs: ["Intro", "Outro"])) {
      Playlist()
    }
    await store.send(.dropLastTapped) {
      $0.songs.removeLast()
    }
  }

  func testNonExhaustiveRemoveLast() async {
    let store = TestStore(initialState: Playlist.State(songs: ["Intro", "Outro"])) {
      Playlist()
    }
    store.exhaustivity = .off
    await store.send(.dropLastTapped) {
      $0.songs.removeLast()
    }
  }

  func testNonExhaustiveAssignment() async {
    let store = TestStore(initialState: Playlist.State(songs: ["Intro"])) {
      Playlist()
    }
    store.exhaustivity = .off
    await store.send(.dropLastTapped) {
      $0.songs = []
    }
  }

  func testNonExhaustiveAssertEqual() async {
    let store = TestStore(initialState: Playlist.State(songs: ["Intro"])) {
      Playlist()
    }
    store.exhaustivity = .off
    await store.send(.dropLastTapped) {
      XCTAssertEqual($0.songs.count, 0)
    }
  }
}
