import ComposableArchitecture
import Testing

@DependencyClient
struct RiddleClient {
  var riddle: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var riddleClient: RiddleClient {
    get { self[RiddleClient.self] }
    set { self[RiddleClient.self] = newValue }
  }
}

extension RiddleClient: TestDependencyKey {
  static let testValue = Self()
}

@Reducer
struct RiddleCancellation {
  @ObservableState
  struct State: Equatable {
    var level = 0
    var riddle: String?
    var isLoading = false
  }

  enum Action {
    case stopTapped
    case levelChanged(Int)
    case riddleTapped
    case riddleResponse(Result<String, any Error>)
  }

  @Dependency(\.riddleClient) var riddleClient
  private enum CancelID { case riddleRequest }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .stopTapped:
        state.isLoading = false
        return .cancel(id: CancelID.riddleRequest)

      case .levelChanged(let level):
        state.level = level
        state.riddle = nil
        state.isLoading = false
        return .cancel(id: CancelID.riddleRequest)

      case .riddleTapped:
        state.riddle = nil
        state.isLoading = true

        return .run { [level = state.level] send in
          await send(.riddleResponse(Result { try await self.riddleClient.riddle(level) }))
        }
        .cancellable(id: CancelID.riddleRequest)

      case .riddleResponse(.success(let riddle)):
        state.isLoading = false
        state.riddle = riddle
        return .none

      case .riddleResponse(.failure):
        state.isLoading = false
        return .none
      }
    }
  }
}

@MainActor
struct NumberFactCancelTests {
  @Test
  func riddleArrives() async {
    let store = TestStore(initialState: RiddleCancellation.State()) {
      RiddleCancellation()
    } withDependencies: {
      $0.riddleClient.riddle = { "What has \($0 + 2) legs in the evening?" }
    }

    await store.send(.levelChanged(3)) {
      $0.level = 3
    }
    await store.send(.levelChanged(1)) {
      $0.level = 1
    }
    await store.send(.riddleTapped) {
      $0.isLoading = true
    }
    await store.receive(\.riddleResponse.success) {
      $0.riddle = "What has 3 legs in the evening?"
      $0.isLoading = false
    }
  }

  @Test
  func riddleFails() async {
    struct RiddleError: Equatable, Error {}
    let store = TestStore(initialState: RiddleCancellation.State()) {
      RiddleCancellation()
    } withDependencies: {
      $0.riddleClient.riddle = { _ in throw RiddleError() }
    }

    await store.send(.riddleTapped) {
      $0.isLoading = true
    }
    await store.receive(\.riddleResponse.failure) {
      $0.isLoading = false
    }
  }

  @Test
  func stopCancelsTheRequest() async {
    let store = TestStore(initialState: RiddleCancellation.State()) {
      RiddleCancellation()
    } withDependencies: {
      $0.riddleClient.riddle = { _ in try await Task.never() }
    }

    await store.send(.riddleTapped) {
      $0.isLoading = true
    }
    await store.send(.stopTapped) {
      $0.isLoading = false
    }
  }

  @Test
  func changingTheLevelCancelsTheRequest() async {
    let store = TestStore(initialState: RiddleCancellation.State()) {
      RiddleCancellation()
    } withDependencies: {
      $0.riddleClient.riddle = { _ in try await Task.never() }
    }

    await store.send(.riddleTapped) {
      $0.isLoading = true
    }
    await store.send(.levelChanged(2)) {
      $0.level = 2
      $0.isLoading = false
    }
  }

  @Test
  func leavesTheRequestRunningOnPurpose() async {
    let store = TestStore(initialState: RiddleCancellation.State()) {
      RiddleCancellation()
    } withDependencies: {
      $0.riddleClient.riddle = { _ in try await Task.never() }
    }

    await store.send(.riddleTapped) {
      $0.isLoading = true
    }
  }
}
