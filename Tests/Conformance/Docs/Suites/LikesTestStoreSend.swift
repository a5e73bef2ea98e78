import ComposableArchitecture
import Testing

@Reducer
struct Likes {
  @ObservableState
  struct State: Equatable {
    var likes = 0
    var isLiked = false
  }
  enum Action {
    case likeButtonTapped
    case unlikeButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .likeButtonTapped:
        state.likes += 1
        state.isLiked = true
        return .none
      case .unlikeButtonTapped:
        state.likes -= 1
        state.isLiked = false
        return .none
      }
    }
  }
}

@MainActor
struct LikesTestStoreSend {
  @Test
  func likeAndUnlike() async {
    let store = TestStore(initialState: Likes.State(likes: 41)) {
      Likes()
    }
    await store.send(.likeButtonTapped) {
      $0.likes = 42
      $0.isLiked = true
    }
    await store.send(.unlikeButtonTapped) {
      $0.likes = 41
      $0.isLiked = false
    }
  }

  @Test
  func likeForgettingTheFlag() async {
    let store = TestStore(initialState: Likes.State()) {
      Likes()
    }
    await store.send(.likeButtonTapped) {
      $0.likes = 1
    }
  }
}
