// 23-my-test-uses-the-live-client.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
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

let script = Script("23-my-test-uses-the-live-client.md")

enum ServerKey: DependencyKey {
  static let liveValue = ServerClient(
    load: { 1 }, save: { value in print("LIVE save of", value, "hit the server!") })
}

extension DependencyValues {
  var server: ServerClient {
    get { self[ServerKey.self] }
    set { self[ServerKey.self] = newValue }
  }
}

enum TestedServerKey: DependencyKey {
  static let liveValue = ServerClient(
    load: { 1 }, save: { value in print("LIVE save of", value, "hit the server!") })
  static let testValue = ServerClient()
}

extension DependencyValues {
  var testedServer: ServerClient {
    get { self[TestedServerKey.self] }
    set { self[TestedServerKey.self] = newValue }
  }
}

@DependencyClient
struct ServerClient: Sendable {
  var load: @Sendable () async throws -> Int
  var save: @Sendable (Int) async throws -> Void
}

@Reducer
struct Sync {
  @ObservableState
  struct State: Equatable {
    var value = 0
  }

  enum Action: Equatable {
    case syncTapped
    case synced(Int)
  }

  @Dependency(\.server) var server

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .syncTapped:
        return script.effect(
          .run(
            operation: { send in
              let value = try await self.server.load()
              await script.settle()
              try await self.server.save(value)
              await script.settle()
              await script.send(.synced(value), with: send)
              await script.settle()
            },
            fileID: "23-my-test-uses-the-live-client.md", line: 37))
      case .synced(let value):
        state.value = value
        return .none
      }
    }
  }
}

@Reducer
struct TestedSync {
  @ObservableState
  struct State: Equatable {
    var value = 0
  }

  enum Action: Equatable {
    case syncTapped
    case synced(Int)
  }

  @Dependency(\.testedServer) var server

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .syncTapped:
        return script.effect(
          .run(
            operation: { send in
              let value = try await self.server.load()
              await script.settle()
              try await self.server.save(value)
              await script.settle()
              await script.send(.synced(value), with: send)
              await script.settle()
            },
            fileID: "23-my-test-uses-the-live-client.md", line: 102))
      case .synced(let value):
        state.value = value
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Sync.State()) { Sync() } withDependencies: { $0.server.load = { 42 } } }
  await script.hosted { await store.send(.syncTapped) }
  await script.hosted { await store.receive(.synced(42)) { $0.value = 42 } }
  script.expect(issues: 0, at: 38, 1)
  let tested = script.store { TestStore(initialState: TestedSync.State()) { TestedSync() } withDependencies: { $0.testedServer.load = { 42 } } }
  await script.hosted { await tested.send(.syncTapped) }
  script.expect(issues: 2, at: 70, 1)
  let complete = script.store {
    TestStore(initialState: TestedSync.State()) { TestedSync() } withDependencies: {
      $0.testedServer.load = { 42 }
      $0.testedServer.save = { _ in }
    }
  }
  await script.hosted { await complete.send(.syncTapped) }
  await script.hosted { await complete.receive(.synced(42)) { $0.value = 42 } }
  script.expect(issues: 0, at: 77, 1)
}
