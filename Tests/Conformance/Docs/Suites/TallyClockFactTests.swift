import ComposableArchitecture
import Testing

struct TriviaClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension TriviaClient: DependencyKey {
  static let liveValue = TriviaClient(fetch: { number in "live trivia about \(number)" })
}

extension DependencyValues {
  var trivia: TriviaClient {
    get { self[TriviaClient.self] }
    set { self[TriviaClient.self] = newValue }
  }
}

@Reducer
struct TallyFeature {
  @ObservableState
  struct State: Equatable {
    var tally = 0
    var trivia: String?
    var isFetching = false
    var isTicking = false
  }

  enum Action {
    case addButtonTapped
    case tick
    case tickingButtonTapped
    case triviaButtonTapped
    case triviaResponse(String)
  }

  enum CancelID { case ticking }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.trivia) var trivia

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.tally += 1
        state.trivia = nil
        return .none

      case .tick:
        state.tally += 1
        return .none

      case .tickingButtonTapped:
        state.isTicking.toggle()
        if state.isTicking {
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.ticking)
        } else {
          return .cancel(id: CancelID.ticking)
        }

      case .triviaButtonTapped:
        state.trivia = nil
        state.isFetching = true
        return .run { [tally = state.tally] send in
          try await send(.triviaResponse(self.trivia.fetch(tally)))
        }

      case let .triviaResponse(text):
        state.trivia = text
        state.isFetching = false
        return .none
      }
    }
  }
}

@MainActor
struct TallyClockFactTests {
  @Test
  func addWithoutDescribingTheChange() async {
    let store = TestStore(initialState: TallyFeature.State()) {
      TallyFeature()
    }

    await store.send(.addButtonTapped)
  }

  @Test
  func ticking() async {
    let clock = TestClock()
    let store = TestStore(initialState: TallyFeature.State()) {
      TallyFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.tickingButtonTapped) {
      $0.isTicking = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.tally = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.tally = 2
    }
    await store.send(.tickingButtonTapped) {
      $0.isTicking = false
    }
  }

  @Test
  func trivia() async {
    let store = TestStore(initialState: TallyFeature.State(tally: 4)) {
      TallyFeature()
    } withDependencies: {
      $0.trivia.fetch = { "\($0) is the number of seasons." }
    }

    await store.send(.triviaButtonTapped) {
      $0.isFetching = true
    }
    await store.receive(\.triviaResponse) {
      $0.isFetching = false
      $0.trivia = "4 is the number of seasons."
    }
  }
}
