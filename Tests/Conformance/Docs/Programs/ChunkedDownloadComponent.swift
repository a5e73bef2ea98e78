import ComposableArchitecture
import Foundation

@DependencyClient
struct EpisodeFetcher {
  var fetch: @Sendable (_ url: URL) -> AsyncThrowingStream<Event, any Error> = { _ in .finished()
  }

  @CasePathable
  enum Event: Equatable {
    case finished(Data)
    case progressed(Double)
  }
}

extension DependencyValues {
  var episodeFetcher: EpisodeFetcher {
    get { self[EpisodeFetcher.self] }
    set { self[EpisodeFetcher.self] = newValue }
  }
}

extension EpisodeFetcher: DependencyKey {
  static let liveValue = Self(
    fetch: { _ in
      AsyncThrowingStream { continuation in
        for step in 1...4 {
          continuation.yield(.progressed(Double(step) / 4))
        }
        continuation.yield(.finished(Data([0x49, 0x44, 0x33])))
        continuation.finish()
      }
    }
  )
  static let testValue = Self()
}

@Reducer
struct EpisodeDownload {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let id: AnyHashableSendable
    var mode: Mode = .notDownloaded
    let url: URL
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case buttonTapped
    case fetcher(Result<EpisodeFetcher.Event, any Error>)

    @CasePathable
    enum Alert {
      case removeTapped
      case cancelDownloadTapped
    }
  }

  @Dependency(\.episodeFetcher) var episodeFetcher

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.removeTapped)):
        state.mode = .notDownloaded
        return .none

      case .alert(.presented(.cancelDownloadTapped)):
        state.mode = .notDownloaded
        return .cancel(id: state.id)

      case .alert:
        return .none

      case .buttonTapped:
        switch state.mode {
        case .downloaded:
          state.alert = removeAlert
          return .none

        case .downloading, .starting:
          state.alert = cancelAlert
          return .none

        case .notDownloaded:
          state.mode = .starting
          return .run { [url = state.url] send in
            for try await event in self.episodeFetcher.fetch(url: url) {
              await send(.fetcher(.success(event)))
            }
          } catch: { error, send in
            await send(.fetcher(.failure(error)))
          }
          .cancellable(id: state.id)
        }

      case .fetcher(.success(.finished)):
        state.mode = .downloaded
        state.alert = nil
        return .none

      case .fetcher(.success(.progressed(let fraction))):
        state.mode = .downloading(progress: fraction)
        print("progress:", state.mode.progress)
        return .none

      case .fetcher(.failure):
        state.mode = .notDownloaded
        state.alert = nil
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private var removeAlert: AlertState<Action.Alert> {
    AlertState {
      TextState("Remove this episode from the device?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.removeTapped)) {
        TextState("Remove")
      }
      self.keepButton
    }
  }

  private var cancelAlert: AlertState<Action.Alert> {
    AlertState {
      TextState("Cancel this download?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.cancelDownloadTapped)) {
        TextState("Cancel download")
      }
      self.keepButton
    }
  }

  private var keepButton: ButtonState<Action.Alert> {
    ButtonState(role: .cancel) {
      TextState("Keep")
    }
  }
}

enum Mode: Equatable {
  case downloaded
  case downloading(progress: Double)
  case notDownloaded
  case starting

  var progress: Double {
    if case .downloading(let progress) = self { return progress }
    return 0
  }

  var isDownloading: Bool {
    switch self {
    case .downloaded, .notDownloaded:
      return false
    case .downloading, .starting:
      return true
    }
  }
}

@MainActor
func main() async {
  let store = Store(
    initialState: EpisodeDownload.State(
      id: AnyHashableSendable(42),
      url: URL(string: "https://example.org/episodes/42.mp3")!
    )
  ) {
    EpisodeDownload()
  }

  await store.send(.buttonTapped).finish()
  print("mode:", store.mode, "downloading:", store.mode.isDownloading)

  store.send(.buttonTapped)
  print("alert up:", store.alert != nil, "buttons:", store.alert?.buttons.count ?? 0)
  store.send(.alert(.presented(.removeTapped)))
  print("mode:", store.mode, "alert:", store.alert != nil)

  let failing = Store(
    initialState: EpisodeDownload.State(id: AnyHashableSendable("b"), url: URL(string: "https://example.org/b.mp3")!)
  ) {
    EpisodeDownload()
  } withDependencies: {
    $0.episodeFetcher.fetch = { _ in
      AsyncThrowingStream { continuation in
        continuation.yield(.progressed(0.5))
        continuation.finish(throwing: URLError(.timedOut))
      }
    }
  }
  await failing.send(.buttonTapped).finish()
  print("after a failure:", failing.mode)
}

await main()
