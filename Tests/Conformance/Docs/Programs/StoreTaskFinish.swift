import ComposableArchitecture

@Reducer
struct Downloader {
  @ObservableState
  struct State: Equatable {
    var progress: [Int] = []
    var isFinished = false
  }

  enum Action {
    case startTapped
    case progressed(Int)
    case finished
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .run { send in
          for step in 1...3 {
            try await clock.sleep(for: .milliseconds(10))
            await send(.progressed(step * 33))
          }
          await send(.finished)
        }
      case let .progressed(value):
        state.progress.append(value)
        return .none
      case .finished:
        state.isFinished = true
        return .none
      }
    }
  }
}

@MainActor
func run() async {
  let store = Store(initialState: Downloader.State()) {
    Downloader()
  } withDependencies: {
    $0.continuousClock = ImmediateClock()
  }
  await store.send(.startTapped).finish()
  print(store.progress, store.isFinished)
}

await run()
