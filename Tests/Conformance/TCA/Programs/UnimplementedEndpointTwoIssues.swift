import ComposableRuntime
import DependencyRuntime

/// TX2: a client whose endpoints report and throw, as `@DependencyClient` writes them. One
/// endpoint overridden leaves the other unimplemented; calling that one in a `.run` without
/// `catch:` raises two issues (the report, then the unhandled error), with `catch:` one.
enum UnimplementedEndpointTwoIssues: ConformanceProgram {
  struct EndpointUnimplemented: Error {}

  struct APIClient: Sendable {
    var fetch: @Sendable () async throws -> Int = {
      reportIssue("Unimplemented: 'APIClient.fetch'")
      throw EndpointUnimplemented()
    }
    var save: @Sendable (Int) async throws -> Void = { _ in
      reportIssue("Unimplemented: 'APIClient.save'")
      throw EndpointUnimplemented()
    }
  }

  struct APIClientKey: TestDependencyKey {
    static let testValue = APIClient()
  }

  struct Feature: Reducer {
    struct State: Equatable { var value = 0 }
    enum Action: Equatable { case load, loaded(Int), save, saveCaught, failed }
    @Dependency(APIClientKey.self) var api
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { send in await send(.loaded(try await api.fetch())) }
      case .loaded(let value):
        state.value = value
        return .none
      case .save:
        return .run { [value = state.value] _ in try await api.save(value) }
      case .saveCaught:
        return .run { [value = state.value] _ in
          try await api.save(value)
        } catch: { _, send in
          await send(.failed)
        }
      case .failed:
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0[APIClientKey.self].fetch = { 7 }
    }
    await store.send(.load)
    await store.receive(.loaded(7)) { $0.value = 7 }
    print("save without catch")
    await store.send(.save)
    await store.finish()
    print("save with catch")
    await store.send(.saveCaught)
    await store.receive(.failed)
  }
}
