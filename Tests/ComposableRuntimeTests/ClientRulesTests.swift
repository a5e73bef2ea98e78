import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// TX1–TX2: contexts, and clients written as `@DependencyClient` would generate them.
@MainActor
@Suite(.dependencies)
struct ClientRulesTests {
  @Test func TX1_thereAreExactlyThreeContexts() {
    #expect(DependencyContext.allCases == [.live, .preview, .test])
    // A preview store reads a live-only key's live value: previewValue falls back to it.
    let store = Store(initialState: NumberReader.State()) {
      NumberReader()
    } withDependencies: {
      $0.context = .preview
    }
    store.send(.read)
    #expect(store.state.seen == [1])
  }

  @Test func TX2_aClientWithoutOverridesIsAllUnimplemented() async {
    let client = APIClient()
    let log = await collectingIssues {
      await #expect(throws: Unimplemented(endpoint: "APIClient.fetchUser")) {
        try await client.fetchUser(id: 1)
      }
      await client.logOut()
      #expect(client.isLoggedIn() == false)
    }
    #expect(
      log.messages == [
        "Unimplemented: 'APIClient.fetchUser'", "Unimplemented: 'APIClient.logOut'",
        "Unimplemented: 'APIClient.isLoggedIn'",
      ])
  }

  @Test func TX2_overridingOneEndpointLeavesTheRestUnimplemented() async throws {
    try await withDependencies {
      $0.apiClient.fetchUser = { id in "user \(id)" }
    } operation: {
      @Dependency(\.apiClient) var apiClient
      let user = try await apiClient.fetchUser(id: 7)
      #expect(user == "user 7")
      let log = await collectingIssues {
        await #expect(throws: Unimplemented.self) { try await apiClient.saveUser("x") }
      }
      #expect(log.messages == ["Unimplemented: 'APIClient.saveUser'"])
    }
  }

  @Test func TX2_testStoreOverridesOneEndpoint() async {
    let store = TestStore(initialState: Profile.State()) {
      Profile()
    } withDependencies: {
      $0.apiClient.fetchUser = { _ in "Blob" }
    }
    await store.send(.load)
    await store.receive(.loaded("Blob")) { $0.name = "Blob" }
  }

  @Test func TX2_unimplementedThrowingEndpointInRunWithoutCatchIsTwoIssues() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Profile.State()) { Profile() }
      await store.send(.loadWithoutCatch)
      await store.finish()
    }
    #expect(log.messages.count == 2)
    #expect(log.messages.first == "Unimplemented: 'APIClient.fetchUser'")
    #expect(log.messages.last?.contains("threw an unhandled error") == true)
    #expect(log.messages.last?.contains("Unimplemented(endpoint: \"fetchUser\")") == true)
  }

  @Test func TX2_unimplementedEndpointWithCatchIsOneIssueAndTheCatchRuns() async {
    let log = await collectingIssues {
      let store = TestStore(initialState: Profile.State()) { Profile() }
      await store.send(.load)
      await store.receive(.failed) { $0.failed = true }
    }
    #expect(log.messages == ["Unimplemented: 'APIClient.fetchUser'"])
  }
}
