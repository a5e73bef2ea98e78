import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

/// `mainQueue` as the guides use it, and why clocks replaced it.
@MainActor
@Suite(.dependencies)
struct MainQueueTests {
  struct Delayed: Reducer {
    @ObservableState
    struct State: Equatable { var done = false }
    enum Action: Equatable { case start, finished }
    @Dependency(\.mainQueue) var mainQueue

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          try await mainQueue.sleep(for: .seconds(1))
          await send(.finished)
        }
      case .finished:
        state.done = true
        return .none
      }
    }
  }

  @Test func aTestSchedulerMovesOnlyWhenAdvanced() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Delayed.State()) {
      Delayed()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.start)
    await mainQueue.advance(by: .milliseconds(999))
    #expect(store.state.done == false)
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.finished) { $0.done = true }
  }

  @Test func anImmediateSchedulerNeverWaits() async {
    let store = TestStore(initialState: Delayed.State()) {
      Delayed()
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    await store.send(.start)
    await store.receive(.finished) { $0.done = true }
  }

  @Test func theTestValueIsUnimplemented() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Delayed.State()) { Delayed() }
      await store.send(.start)
      await store.receive(.finished) { $0.done = true }
    }
    #expect(
      log.messages == [
        #"Unimplemented: @Dependency(\.mainQueue) was asked to sleep for 1.0 seconds in a test."#
      ])
  }

  @Test func scheduledWorkRunsAtTheNextAdvance() async {
    let mainQueue = DispatchQueue.test
    let ran = LockIsolated(false)
    mainQueue.eraseToAnyScheduler().schedule { ran.setValue(true) }
    #expect(ran.value == false)
    await mainQueue.advance()
    #expect(ran.value == true)
  }

  @Test func optionalDependenciesAndFailingClientsWorkNaturally() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Profile.State()) {
        Profile()
      } withDependencies: {
        $0.apiClient = .failing
      }
      await store.send(.load)
      await store.receive(.failed) { $0.failed = true }
    }
    #expect(log.messages == [])
    @Dependency(\.optionalAPIClient) var missing
    #expect(missing == nil)
    let name = try? await withDependencies {
      $0.optionalAPIClient = APIClient(fetchUser: { _ in "Blob" })
    } operation: {
      @Dependency(\.optionalAPIClient) var client
      return try await client?.fetchUser(id: 1)
    }
    #expect(name == "Blob")
  }
}

extension APIClient {
  /// A client whose every endpoint fails, as the guides write one.
  static let failing = Self(
    fetchUser: { _ in throw URLError(.notConnectedToInternet) },
    saveUser: { _ in throw URLError(.notConnectedToInternet) },
    logOut: {},
    isLoggedIn: { false })
}

/// An optional dependency: `static let liveValue: APIClient? = nil`.
private enum OptionalAPIClientKey: DependencyKey {
  static let liveValue: APIClient? = nil
  static let testValue: APIClient? = nil
}

extension DependencyValues {
  fileprivate var optionalAPIClient: APIClient? {
    get { self[OptionalAPIClientKey.self] }
    set { self[OptionalAPIClientKey.self] = newValue }
  }
}
