import ComposableArchitecture

struct ScoreFeed: Sendable {
  var updates: @Sendable () -> AsyncStream<Int>
}

extension ScoreFeed: DependencyKey {
  static let liveValue = ScoreFeed {
    AsyncStream { continuation in
      for score in [3, 7, 12] {
        continuation.yield(score)
      }
      continuation.finish()
    }
  }
}

extension DependencyValues {
  var scoreFeed: ScoreFeed {
    get { self[ScoreFeed.self] }
    set { self[ScoreFeed.self] = newValue }
  }
}

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var scores: [Int] = []
    var isListening = false
  }

  enum Action {
    case startListening
    case stopListening
    case scoreUpdated(Int)
    case feedFinished
  }

  enum CancelID { case feed }

  @Dependency(\.scoreFeed) var scoreFeed

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startListening:
        state.isListening = true
        return .run { send in
          for await score in scoreFeed.updates() {
            await send(.scoreUpdated(score))
          }
          await send(.feedFinished)
        }
        .cancellable(id: CancelID.feed)

      case .stopListening:
        state.isListening = false
        return .cancel(id: CancelID.feed)

      case let .scoreUpdated(score):
        state.scores.append(score)
        return .none

      case .feedFinished:
        state.isListening = false
        return .send(.scoreUpdated(-1))
      }
    }
  }
}

let store = Store(initialState: Scoreboard.State()) {
  Scoreboard()
}

await store.send(.startListening).finish()
print("scores:", store.scores)
print("listening:", store.isListening)
store.send(.stopListening)
print("total:", store.scores.reduce(0, +))
