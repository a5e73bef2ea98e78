import ComposableRuntime
import DependencyRuntime

/// "My test uses the live client": a key with only a `liveValue`, used by a `TestStore` (in
/// the test context, as in a test) that overrides one endpoint. Reading the key to override
/// it gives the live value, without an issue, so the other endpoint is live. The fix: a
/// `testValue` whose endpoints are unimplemented.
enum LiveOnlyClientInTestStore: ConformanceProgram {
  struct Unimplemented: Error {}

  struct Server: Sendable {
    var load: @Sendable () async throws -> Int
    var save: @Sendable (Int) async throws -> Void
  }

  struct LiveOnlyKey: DependencyKey {
    static let liveValue = Server(
      load: { 1 },
      save: { value in print("LIVE save of", value, "hit the server") })
  }

  struct TestedKey: DependencyKey {
    static let liveValue = LiveOnlyKey.liveValue
    static let testValue = Server(
      load: {
        reportIssue("Unimplemented: 'Server.load'")
        throw Unimplemented()
      },
      save: { _ in
        reportIssue("Unimplemented: 'Server.save'")
        throw Unimplemented()
      })
  }

  struct Feature<Key: DependencyKey & SendableMetatype>: Reducer where Key.Value == Server {
    struct State: Equatable { var value = 0 }
    enum Action: Equatable { case load, loaded(Int) }
    @Dependency(Key.self) var server
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { send in
          let value = try await server.load()
          try await server.save(value)
          await send(.loaded(value))
        }
      case .loaded(let value):
        state.value = value
        return .none
      }
    }
  }

  @MainActor static func run() async {
    print("live-only key")
    let store = withDependencies {
      $0.context = .test
    } operation: {
      TestStore(initialState: Feature<LiveOnlyKey>.State()) {
        Feature<LiveOnlyKey>()
      } withDependencies: {
        $0[LiveOnlyKey.self].load = { 42 }
      }
    }
    await store.send(.load)
    await store.receive(.loaded(42)) { $0.value = 42 }
    print("key with an unimplemented testValue")
    let fixed = withDependencies {
      $0.context = .test
    } operation: {
      TestStore(initialState: Feature<TestedKey>.State()) {
        Feature<TestedKey>()
      } withDependencies: {
        $0[TestedKey.self].load = { 42 }
      }
    }
    await fixed.send(.load)
    await fixed.finish()
  }
}
