// 22-clients.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
//
// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and
// `script.hosted` hand each call to the main actor as depplay does, `script.effect`
// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is
// its `await send(…)`. With The Composable Architecture, call the store directly and
// return the effect itself.
import ComposableRuntime
import DependencyRuntime
import DepplaySupport

let script = Script("22-clients.md")

enum ApiClientKey: DependencyKey {
  static let liveValue = APIClient(fetchUser: { id in "User \(id)" }, saveUser: { _ in })
  static let testValue = APIClient()
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[ApiClientKey.self] }
    set { self[ApiClientKey.self] = newValue }
  }
}

enum AnalyticsKey: DependencyKey {
  static let liveValue: Analytics? = nil
  static let testValue: Analytics? = nil
}

extension DependencyValues {
  var analytics: Analytics? {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

@DependencyClient
struct APIClient: Sendable {
  var fetchUser: @Sendable (Int) async throws -> String
  var saveUser: @Sendable (String) async throws -> Void

  static let failing = Self(
    fetchUser: { _ in throw SomeError() }, saveUser: { _ in throw SomeError() })
}

@DependencyClient
struct Analytics: Sendable {
  var track: @Sendable (String) -> Void
}

struct SomeError: Error, Equatable {}

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: Equatable {
    case load
    case loaded(String)
    case failed
    case save
  }

  @Dependency(\.apiClient) var apiClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load:
        return script.effect(
          .run { send in
            try await script.send(.loaded(await self.apiClient.fetchUser(1)), with: send)
            await script.settle()
          } catch: { error, send in
            await script.send(.failed, with: send)
            await script.settle()
          })
      case .save:
        return script.effect(
          .run(
            operation: { [state] send in
              try await self.apiClient.saveUser(state.name)
              await script.settle()
            },
            fileID: "22-clients.md", line: 64))
      case .loaded(let name):
        state.name = name
        return .none
      case .failed:
        state.name = "failed"
        return .none
      }
    }
  }
}

script.run(in: .test) {
  do {
    @Dependency(\.apiClient) var apiClient
    try print(await apiClient.fetchUser(1))
    await script.settle()
  } catch {
    print("thrown:", error)
  }
  script.expect(issues: 1, kind: .unimplemented, key: "APIClient.fetchUser", at: 19, 1)
  script.expect(output: "thrown: Unimplemented(endpoint: \"fetchUser\")", at: 20, 1)
  let store = script.store { TestStore(initialState: Profile.State()) { Profile() } withDependencies: { $0.apiClient.fetchUser = { id in "Blob \(id)" } } }
  await script.hosted { await store.send(.load) }
  await script.hosted { await store.receive(.loaded("Blob 1")) { $0.name = "Blob 1" } }
  print(script.onMainActor { store.state.name })
  script.expect(output: "Blob 1", at: 54, 1)
  let bare = script.store { TestStore(initialState: Profile.State()) { Profile() } }
  script.onMainActor { bare.exhaustivity = .off }
  await script.hosted { await bare.send(.load) }
  await script.hosted { await bare.skipReceivedActions() }
  script.expect(issues: 1, kind: .unimplemented, key: "APIClient.fetchUser", at: 59, 1)
  print(script.onMainActor { bare.state.name })
  await script.hosted { await store.send(.save) }
  script.expect(issues: 2, at: 62, 1)
  script.onMainActor { store.dependencies.apiClient.saveUser = { _ in } }
  await script.hosted { await store.send(.save) }
  script.expect(issues: 0, at: 65, 1)
  let failingStore = script.store { TestStore(initialState: Profile.State()) { Profile() } withDependencies: { $0.apiClient = .failing } }
  await script.hosted { await failingStore.send(.load) }
  await script.hosted { await failingStore.receive(.failed) { $0.name = "failed" } }
  script.expect(issues: 0, at: 71, 1)
  @Dependency(\.analytics) var analytics
  if let client = analytics {
    client.track("launched")
    await script.settle()
  } else {
    print("no analytics")
  }
  script.expect(output: "no analytics", at: 82, 1)
  analytics?.track("opened")
  withDependencies {
    $0.analytics = Analytics(track: { event in print("tracked", event) })
  } operation: {
    @Dependency(\.analytics) var analytics
    analytics?.track("opened")
  }
  script.expect(output: "tracked opened", at: 89, 1)
  @Dependency(\.self) var dependencies
  withDependencies { $0.apiClient = .failing } operation: { print(dependencies.context) }
  script.expect(output: "test", at: 94, 1)
}
