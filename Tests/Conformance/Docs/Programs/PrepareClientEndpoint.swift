import Dependencies
import DependenciesMacros
import Foundation

struct User: Equatable, Sendable {
  var id: Int
  var name: String
}

@DependencyClient
struct UserClient {
  var fetch: @Sendable (_ id: Int) async throws -> User
  var search: @Sendable (_ query: String) async throws -> [User]
}

extension UserClient: DependencyKey {
  static let liveValue = UserClient(
    fetch: { id in User(id: id, name: "Live user \(id)") },
    search: { query in [User(id: 1, name: "Live \(query)")] }
  )
}

extension DependencyValues {
  var users: UserClient {
    get { self[UserClient.self] }
    set { self[UserClient.self] = newValue }
  }
}

prepareDependencies {
  $0.users.fetch = { id in User(id: id, name: "Prepared user \(id)") }
  $0.date.now = Date(timeIntervalSince1970: 86_400)
}

struct ProfileLoader {
  @Dependency(\.users) var users
  @Dependency(\.date.now) var now

  func load(_ id: Int) async -> String {
    do {
      let user = try await users.fetch(id: id)
      return "\(user.name) loaded at \(Int(now.timeIntervalSince1970))"
    } catch {
      return "failed: \(error)"
    }
  }
}

let loader = ProfileLoader()
print(await loader.load(7))
print(try await loader.users.search(query: "ada").map(\.name))

await withDependencies {
  $0.users.fetch = { _ in throw CancellationError() }
} operation: {
  print(await ProfileLoader().load(8))
}

print(await ProfileLoader().load(9))
