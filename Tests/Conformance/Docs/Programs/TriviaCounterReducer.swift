import ComposableArchitecture
import Foundation

@Reducer
struct TriviaCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var trivia: String?
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case triviaButtonTapped
    case triviaResponse(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .triviaButtonTapped:
        return .run { [count = state.count] send in
          let source = URL(string: "https://trivia.example.org/\(count)/fact")!
          let data = Data("\(count) came from \(source.host ?? "nowhere")".utf8)
          await send(
            .triviaResponse(String(decoding: data, as: UTF8.self))
          )
        }

      case let .triviaResponse(trivia):
        state.trivia = trivia
        return .none
      }
    }
  }
}

let store = Store(initialState: TriviaCounter.State()) {
  TriviaCounter()
}
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.decrementButtonTapped)
await store.send(.triviaButtonTapped).finish()
print(store.count)
print(store.trivia ?? "no trivia")
