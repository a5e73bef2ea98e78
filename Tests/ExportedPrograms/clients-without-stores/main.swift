// clients-without-stores.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("clients-without-stores.dep")

extension Greeter: TestDependencyKey {
  static let testValue = Greeter()
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

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

enum AuthKey: DependencyKey {
  static let liveValue = AuthClient(logIn: { email, _ in "token for \(email)" })
  static let testValue = AuthClient(logIn: unimplemented("AuthClient.logIn"))
}

extension DependencyValues {
  var auth: AuthClient {
    get { self[AuthKey.self] }
    set { self[AuthKey.self] = newValue }
  }
}

@DependencyClient
struct APIClient: Sendable {
  var fetchUser: @Sendable (Int) async throws -> String
  var saveUser: @Sendable (String) async throws -> Void
  var isLoggedIn: @Sendable () -> Bool = { false }

  static let failing = Self(
    fetchUser: { _ in throw SomeError() }, saveUser: { _ in throw SomeError() },
    isLoggedIn: { false })

  static let mock = Self(
    fetchUser: { id in "Mock \(id)" }, saveUser: { _ in }, isLoggedIn: { true })
}

@DependencyClient
struct AuthClient: Sendable {
  var logIn: @Sendable (_ email: String, _ password: String) async throws -> String
}

struct SomeError: Error, Equatable {}

struct Greeter {
  var greet: @Sendable (String) -> String = unimplemented("Greeter.greet", placeholder: "hi")
  var wave: @Sendable () -> Void = unimplemented("Greeter.wave")
}

script.run(in: .test) {
  try await withDependencies { $0.apiClient.fetchUser = { id in "Blob \(id)" } } operation: {
    @Dependency(\.apiClient) var apiClient
    try print(await apiClient.fetchUser(1))
    print(apiClient.isLoggedIn())
  }
  script.expect(issues: 1, kind: .unimplemented, key: "APIClient.isLoggedIn", at: 28, 1)
  do {
    @Dependency(\.apiClient) var apiClient
    try await apiClient.saveUser("Blob")
    await script.settle()
    print("not reached")
  } catch let failure as Unimplemented {
    print("caught", failure)
  }
  script.expect(issues: 1, at: 36, 1)
  do {
    try print(await APIClient.failing.fetchUser(1))
    await script.settle()
  } catch is Unimplemented {
    print("not this one")
  } catch {
    print("caught", error)
  }
  try await withDependencies { $0.context = .live } operation: {
    @Dependency(\.apiClient) var apiClient
    try print(await apiClient.fetchUser(2))
    print(apiClient.isLoggedIn())
  }
  @Dependency(\.self) var dependencies
  print(dependencies.context)
  withDependencies { $0.apiClient = .failing } operation: { print(dependencies.apiClient.isLoggedIn()) }
  try await withDependencies { $0.apiClient = .mock } operation: {
    @Dependency(\.apiClient) var apiClient
    try print(await apiClient.fetchUser(3))
  }
  do {
    @Dependency(\.auth) var auth
    try print(await auth.logIn("blob@example.com", "hunter2"))
    await script.settle()
    print("not reached")
  } catch let failure as UnimplementedFailure {
    print("caught", failure)
  }
  @Dependency(\.greeter) var greeter
  print(greeter.greet("Blob"))
  greeter.wave()
  script.expect(issues: 3, kind: .unimplemented, at: 108, 1)
}
