// clients.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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
import Foundation

let script = Script("clients.dep")

enum ApiClientKey: DependencyKey {
  static let liveValue = APIClient(
    fetchUser: { id in "User \(id)" }, saveUser: { _ in }, isLoggedIn: { true })
  static let testValue = APIClient()
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[ApiClientKey.self] }
    set { self[ApiClientKey.self] = newValue }
  }
}

enum AnalyticsKey: DependencyKey {
  // Never?: the Optional that is always nil (the script gives it no value).
  static let liveValue: Never? = nil
  static let testValue: Never? = nil
}

extension DependencyValues {
  var analytics: Never? {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

@DependencyClient
struct APIClient: Sendable {
  @DependencyEndpoint(method: "user")
  var fetchUser: @Sendable (_ id: Int) async throws -> String
  var saveUser: @Sendable (String) async throws -> Void
  var isLoggedIn: @Sendable () -> Bool = { false }

  static let failing = Self(
    fetchUser: { _ in throw SomeError() }, saveUser: { _ in throw SomeError() },
    isLoggedIn: { false })
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
            fileID: "clients.dep", line: 63))
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
  @Dependency(\.analytics) var analytics
  print(analytics == nil)
  try await withDependencies { $0.apiClient.fetchUser = { id in "Blob \(id)" } } operation: {
    @Dependency(\.apiClient) var apiClient
    try print(await apiClient.fetchUser(1))
    try print(await apiClient.user(id: 2))
    try print(await apiClient.fetchUser(2).uppercased())
    try print(await apiClient.fetchUser(3).split(separator: " ").count)
    print(apiClient.isLoggedIn())
  }
  script.expect(issues: 1, kind: .unimplemented, key: "APIClient.isLoggedIn", at: 35, 1)
  do {
    @Dependency(\.apiClient) var apiClient
    try await apiClient.saveUser("Blob")
    await script.settle()
    print("not reached")
  } catch {
    print("caught", error)
  }
  script.expect(issues: 1, at: 43, 1)
  do {
    try print(await APIClient.failing.fetchUser(1))
    await script.settle()
  } catch {
    print("caught", error)
  }
  let store = script.store { TestStore(initialState: Profile.State()) { Profile() } withDependencies: { $0.apiClient.fetchUser = { id in "Blob \(id)" } } }
  await script.hosted { await store.send(.load) }
  await script.hosted { await store.receive(.loaded("Blob 1")) { $0.name = "Blob 1" } }
  await script.hosted { await store.send(.save) }
  script.expect(issues: 2, at: 88, 1)
  script.onMainActor { store.dependencies.apiClient.saveUser = { _ in } }
  await script.hosted { await store.send(.save) }
  let failing = script.store { TestStore(initialState: Profile.State()) { Profile() } withDependencies: { $0.apiClient = .failing } }
  await script.hosted { await failing.send(.load) }
  await script.hosted { await failing.receive(.failed) { $0.name = "failed" } }
  let live = withDependencies { $0.context = .live } operation: {
    return script.store { Store(initialState: Profile.State()) { Profile() } }
  }
  await script.sending { live.send(.load) }.finish()
  print(script.onMainActor { live.state.name })
  let overridden = script.store { Store(initialState: Profile.State()) { Profile() } withDependencies: { $0.apiClient.fetchUser = { id in "Store \(id)" } } }
  await script.sending { overridden.send(.load) }.finish()
  print(script.onMainActor { overridden.state.name })
  let clock = TestClock()
  let slow = script.store {
    TestStore(initialState: Profile.State()) { Profile() } withDependencies: {
      $0.apiClient.fetchUser = { id in
        try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
        return "Slow \(id)"
      }
    }
  }
  await script.hosted { await slow.send(.load) }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await slow.receive(.loaded("Slow 1")) { $0.name = "Slow 1" } }
  @Dependency(\.self) var dependencies
  print(dependencies.context)
  withDependencies { $0.apiClient = .failing } operation: { print(dependencies.apiClient.isLoggedIn()) }
}
