import ComposableArchitecture
import Foundation

@DependencyClient
struct TapeRecorderClient {
  var elapsed: @Sendable () async -> TimeInterval?
  var askPermission: @Sendable () async -> Bool = { false }
  var record: @Sendable (_ url: URL) async throws -> Bool
  var stop: @Sendable () async -> Void
}

extension TapeRecorderClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var tapeRecorder: TapeRecorderClient {
    get { self[TapeRecorderClient.self] }
    set { self[TapeRecorderClient.self] = newValue }
  }
}

@Reducer
struct LiveTake {
  @ObservableState
  struct State: Equatable, Sendable {
    var startedAt: Date
    var seconds: TimeInterval = 0
    var mode: Mode = .recording
    var url: URL

    enum Mode {
      case recording
      case saving
    }
  }

  enum Action: Sendable {
    case recorderFinished(Result<Bool, any Error>)
    case delegate(Delegate)
    case finalLength(TimeInterval)
    case onTask
    case tick
    case stopTapped

    @CasePathable
    enum Delegate: Sendable {
      case finished(Result<State, any Error>)
    }
  }

  struct Failed: Equatable, Error {}

  @Dependency(\.tapeRecorder) var tapeRecorder
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .recorderFinished(.success(true)):
        return .send(.delegate(.finished(.success(state))))

      case .recorderFinished(.success(false)):
        return .send(.delegate(.finished(.failure(Failed()))))

      case .recorderFinished(.failure(let error)):
        return .send(.delegate(.finished(.failure(error))))

      case .delegate:
        return .none

      case .finalLength(let seconds):
        state.seconds = seconds
        return .none

      case .stopTapped:
        state.mode = .saving
        return .run { send in
          if let elapsed = await self.tapeRecorder.elapsed() {
            await send(.finalLength(elapsed))
          }
          await self.tapeRecorder.stop()
        }

      case .onTask:
        return .run { [url = state.url] send in
          async let recording: Void = send(
            .recorderFinished(
              Result { try await self.tapeRecorder.record(url: url) }
            )
          )

          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
          await recording
        }

      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let clock = TestClock()
  let finished = AsyncThrowingStream.makeStream(of: Bool.self)
  let paths = LockIsolated<[String]>([])
  let store = Store(
    initialState: LiveTake.State(
      startedAt: Date(timeIntervalSince1970: 86_400),
      url: URL(fileURLWithPath: "/notes/take-7.m4a")
    )
  ) {
    LiveTake()
  } withDependencies: {
    $0.continuousClock = clock
    $0.tapeRecorder.elapsed = { 3.5 }
    $0.tapeRecorder.record = { url in
      paths.withValue { $0.append(url.lastPathComponent) }
      return try await finished.stream.first { _ in true } ?? false
    }
    $0.tapeRecorder.stop = {
      finished.continuation.yield(true)
      finished.continuation.finish()
    }
  }

  let task = store.send(.onTask)
  try? await Task.sleep(for: .milliseconds(300))
  for _ in 1...3 {
    await clock.advance(by: .seconds(1))
    try? await Task.sleep(for: .milliseconds(100))
  }
  print("seconds:", store.seconds, "mode:", store.mode)

  await store.send(.stopTapped).finish()
  print("seconds:", store.seconds, "mode:", store.mode, "recorded:", paths.value)

  task.cancel()
  await clock.advance(by: .seconds(5))
  print("after cancel:", store.seconds, "started:", store.startedAt.timeIntervalSince1970)
}

await main()
