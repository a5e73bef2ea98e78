import ComposableArchitecture

@Reducer
struct DownloadFeature {
  @ObservableState
  struct State: Equatable {
    var progress = 0.0
    var isDownloading = false
    var messages: [String] = []
  }

  enum Action {
    case startTapped
    case cancelTapped
    case progressUpdated(Double)
    case finished
  }

  enum CancelID { case download }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.isDownloading = true
        state.messages.append("started")
        return .run { send in
          for step in 1...4 {
            try await clock.sleep(for: .seconds(1))
            await send(.progressUpdated(Double(step) / 4))
          }
          await send(.finished)
        }
        .cancellable(id: CancelID.download, cancelInFlight: true)
      case .cancelTapped:
        state.isDownloading = false
        state.messages.append("cancelled at \(Int(state.progress * 100))%")
        return .cancel(id: CancelID.download)
      case let .progressUpdated(value):
        state.progress = value
        return .none
      case .finished:
        state.isDownloading = false
        state.messages.append("finished")
        return .none
      }
    }
  }
}

let store = Store(initialState: DownloadFeature.State()) {
  DownloadFeature()
} withDependencies: {
  $0.continuousClock = ImmediateClock()
}

await store.send(.startTapped).finish()
print("progress:", store.progress, "downloading:", store.isDownloading)

store.send(.cancelTapped)
print(store.messages)
