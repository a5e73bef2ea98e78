import ComposableArchitecture
import Foundation

@DependencyClient
struct ClipPlayerClient {
  var play: @Sendable (_ url: URL) async throws -> Bool
}

extension ClipPlayerClient: TestDependencyKey {
  static let previewValue = Self(
    play: { _ in
      try await Task.sleep(for: .seconds(5))
      return true
    }
  )

  static let testValue = Self()
}

extension DependencyValues {
  var clipPlayer: ClipPlayerClient {
    get { self[ClipPlayerClient.self] }
    set { self[ClipPlayerClient.self] = newValue }
  }
}

@Reducer
struct AudioClip {
  @ObservableState
  struct State: Equatable, Identifiable {
    var recordedAt: Date
    var duration: TimeInterval
    var mode = Mode.idle
    var title = ""
    var url: URL

    var id: URL { self.url }

    @CasePathable
    @dynamicMemberLookup
    enum Mode: Equatable {
      case idle
      case playing(progress: Double)
    }
  }

  enum Action {
    case clipPlayer(Result<Bool, any Error>)
    case delegate(Delegate)
    case playButtonTapped
    case timerUpdated(TimeInterval)
    case titleChanged(String)

    @CasePathable
    enum Delegate {
      case playbackStarted
      case playbackFailed
    }
  }

  @Dependency(\.clipPlayer) var clipPlayer
  @Dependency(\.continuousClock) var clock
  private enum CancelID { case play }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .clipPlayer(.failure):
        state.mode = .idle
        return .merge(
          .cancel(id: CancelID.play),
          .send(.delegate(.playbackFailed))
        )

      case .clipPlayer:
        state.mode = .idle
        return .cancel(id: CancelID.play)

      case .delegate:
        return .none

      case .playButtonTapped:
        switch state.mode {
        case .idle:
          state.mode = .playing(progress: 0)

          return .run { [url = state.url] send in
            await send(.delegate(.playbackStarted))

            async let playAudio: Void = send(
              .clipPlayer(Result { try await self.clipPlayer.play(url: url) })
            )

            var elapsed: TimeInterval = 0
            for await _ in self.clock.timer(interval: .milliseconds(250)) {
              elapsed += 0.25
              await send(.timerUpdated(elapsed))
            }

            await playAudio
          }
          .cancellable(id: CancelID.play, cancelInFlight: true)

        case .playing:
          state.mode = .idle
          return .cancel(id: CancelID.play)
        }

      case .timerUpdated(let time):
        switch state.mode {
        case .idle:
          break
        case .playing:
          state.mode = .playing(progress: time / state.duration)
        }
        return .none

      case .titleChanged(let text):
        state.title = text
        return .none
      }
    }
  }
}

struct SpeakerUnplugged: Error {}

@MainActor
func main() async {
  let clip = AudioClip.State(
    recordedAt: Date(timeIntervalSince1970: 1_000_000),
    duration: 4,
    url: URL(fileURLWithPath: "/clips/standup.m4a")
  )

  let store = Store(initialState: clip) {
    AudioClip()
  } withDependencies: {
    $0.continuousClock = TestClock()
    $0.clipPlayer.play = { _ in true }
  }
  store.send(.titleChanged("Stand-up"))
  let playback = store.send(.playButtonTapped)
  print(store.title, store.mode, store.mode.playing as Any, store.mode.is(\.playing))
  await playback.finish()
  print("after playing:", store.mode, store.mode.playing as Any)

  let failing = Store(initialState: clip) {
    AudioClip()
  } withDependencies: {
    $0.continuousClock = TestClock()
    $0.clipPlayer.play = { _ in throw SpeakerUnplugged() }
  }
  await failing.send(.playButtonTapped).finish()
  print("after failing:", failing.mode, failing.id.lastPathComponent)

  let (started, startedContinuation) = AsyncStream<URL>.makeStream()
  let stopped = Store(initialState: clip) {
    AudioClip()
  } withDependencies: {
    $0.continuousClock = TestClock()
    $0.clipPlayer.play = { url in
      startedContinuation.yield(url)
      try await Task.sleep(nanoseconds: 60_000_000_000)
      return true
    }
  }
  let long = stopped.send(.playButtonTapped)
  for await _ in started { break }
  stopped.send(.playButtonTapped)
  await long.finish()
  print("after stopping:", stopped.mode)
}

await main()
