import ComposableArchitecture
import Testing

@Reducer
struct Upload {
  struct State: Equatable {
    var status = "idle"
  }

  enum Action {
    case uploadTapped
    case response(String)
    case progress(Int)
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .uploadTapped:
        state.status = "uploading"
        return .merge(
          .send(.response("queued")),
          .run { send in
            try await self.clock.sleep(for: .seconds(30))
            await send(.progress(100))
          }
        )
      case let .response(status):
        state.status = status
        return .none
      case .progress:
        state.status = "done"
        return .none
      }
    }
  }
}

@MainActor
struct SkipInFlightEffectsTests {
  @Test
  func skipsTheSlowUpload() async {
    let store = TestStore(initialState: Upload.State()) {
      Upload()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.uploadTapped) {
      $0.status = "uploading"
    }
    await store.receive(\.response) {
      $0.status = "queued"
    }

    // Make it explicit that the slow upload is not asserted on.
    await store.skipInFlightEffects()
  }

  @Test
  func leavesTheSlowUploadRunning() async {
    let store = TestStore(initialState: Upload.State()) {
      Upload()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.uploadTapped) {
      $0.status = "uploading"
    }
    await store.receive(\.response) {
      $0.status = "queued"
    }
  }
}
