import ComposableArchitecture
import Testing

struct TriviaClient {
  var question: @Sendable (Int) async throws -> String
}

extension TriviaClient: TestDependencyKey {
  static let testValue = TriviaClient { _ in
    struct Unimplemented: Error {}
    throw Unimplemented()
  }
}

extension DependencyValues {
  var trivia: TriviaClient {
    get { self[TriviaClient.self] }
    set { self[TriviaClient.self] = newValue }
  }
}

@Reducer
struct Quiz {
  @ObservableState
  struct State: Equatable {
    var round = 0
    var question: String?
    var isLoading = false
  }

  enum Action {
    case nextTapped
    case questionResponse(String)
  }

  @Dependency(\.trivia) var trivia

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextTapped:
        state.round += 1
        state.isLoading = true
        return .run { [round = state.round] send in
          let question = try await trivia.question(round)
          await send(.questionResponse(question))
        }
      case let .questionResponse(question):
        state.isLoading = false
        state.question = question
        return .none
      }
    }
  }
}

@MainActor
struct TestStoreReceive {
  @Test
  func nextQuestion() async {
    let store = TestStore(initialState: Quiz.State()) {
      Quiz()
    } withDependencies: {
      $0.trivia.question = { round in "Question \(round)?" }
    }

    await store.send(.nextTapped) {
      $0.round = 1
      $0.isLoading = true
    }
    await store.receive(\.questionResponse) {
      $0.isLoading = false
      $0.question = "Question 1?"
    }
  }

  @Test
  func receiveWithPayload() async {
    let store = TestStore(initialState: Quiz.State(round: 4)) {
      Quiz()
    } withDependencies: {
      $0.trivia.question = { round in "Round \(round)" }
    }

    await store.send(.nextTapped) {
      $0.round = 5
      $0.isLoading = true
    }
    await store.receive(\.questionResponse, "Round 5") {
      $0.isLoading = false
      $0.question = "Round 5"
    }
  }
}
