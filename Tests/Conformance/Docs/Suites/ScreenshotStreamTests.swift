import ComposableArchitecture
import Testing

@Reducer
struct CaptureCounter {
  @ObservableState
  struct State: Equatable {
    var captureCount = 0
  }

  enum Action {
    case task
    case userDidCaptureScreen
  }

  @Dependency(\.screenCaptures) var screenCaptures

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in
          for await _ in await self.screenCaptures() {
            await send(.userDidCaptureScreen)
          }
        }

      case .userDidCaptureScreen:
        state.captureCount += 1
        return .none
      }
    }
  }
}

extension DependencyValues {
  var screenCaptures: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { self[ScreenCapturesKey.self] }
    set { self[ScreenCapturesKey.self] = newValue }
  }
}

private enum ScreenCapturesKey: DependencyKey {
  static let liveValue: @Sendable () async -> any AsyncSequence<Void, Never> = {
    AsyncStream { _ in }
  }
}

@MainActor
struct ScreenshotStreamTests {
  @Test
  func countsWhileOnScreen() async {
    let (captures, capture) = AsyncStream.makeStream(of: Void.self)

    let store = TestStore(initialState: CaptureCounter.State()) {
      CaptureCounter()
    } withDependencies: {
      $0.screenCaptures = { captures }
    }

    let task = await store.send(.task)

    capture.yield()
    await store.receive(\.userDidCaptureScreen) {
      $0.captureCount = 1
    }
    capture.yield()
    await store.receive(\.userDidCaptureScreen) {
      $0.captureCount = 2
    }

    await task.cancel()

    capture.yield()
  }

  @Test
  func forgetsToCancelTheTask() async {
    let (captures, capture) = AsyncStream.makeStream(of: Void.self)

    let store = TestStore(initialState: CaptureCounter.State()) {
      CaptureCounter()
    } withDependencies: {
      $0.screenCaptures = { captures }
    }

    await store.send(.task)
    capture.yield()
    await store.receive(\.userDidCaptureScreen) {
      $0.captureCount = 1
    }
  }
}
