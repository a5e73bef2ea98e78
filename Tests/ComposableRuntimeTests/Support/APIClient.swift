import ComposableRuntime
import DependencyRuntime

/// A client written as `@DependencyClient` would generate it.
struct APIClient: Sendable {
  var fetchUser: @Sendable (_ id: Int) async throws -> String =
    unimplementedEndpoint("APIClient.fetchUser")
  var saveUser: @Sendable (_ name: String) async throws -> Void =
    unimplementedEndpoint("APIClient.saveUser")
  var logOut: @Sendable () async -> Void = unimplementedEndpoint("APIClient.logOut")
  var isLoggedIn: @Sendable () -> Bool =
    unimplementedEndpoint("APIClient.isLoggedIn", placeholder: false)

  func fetchUser(id: Int) async throws -> String { try await fetchUser(id) }
}

extension APIClient: TestDependencyKey {
  static let testValue = APIClient()
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}

/// Loads a user through ``APIClient`` in an effect, with or without a `catch:`.
struct Profile: Reducer {
  @ObservableState
  struct State: Equatable {
    var name: String?
    var failed = false
  }
  enum Action: Equatable {
    case load
    case loadWithoutCatch
    case loaded(String)
    case failed
  }

  @Dependency(\.apiClient) var apiClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .run { send in
        await send(.loaded(try await apiClient.fetchUser(id: 1)))
      } catch: { _, send in
        await send(.failed)
      }
    case .loadWithoutCatch:
      return .run { send in
        await send(.loaded(try await apiClient.fetchUser(id: 1)))
      }
    case .loaded(let name):
      state.name = name
      return .none
    case .failed:
      state.failed = true
      return .none
    }
  }
}
