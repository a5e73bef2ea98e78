import ComposableArchitecture

struct DownloadError: Error, Equatable {}

@Reducer
struct Download {
  @ObservableState
  struct State: Equatable {
    var status = "idle"
  }

  enum Action {
    case start
    case failed
    case finished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        state.status = "downloading"
        return .run { send in
          throw DownloadError()
        } catch: { error, send in
          await send(.failed)
        }
      case .failed:
        state.status = "failed"
        return .none
      case .finished:
        state.status = "done"
        return .none
      }
    }
  }
}

let store = Store(initialState: Download.State()) {
  Download()
}
await store.send(.start).finish()
print(store.status)
