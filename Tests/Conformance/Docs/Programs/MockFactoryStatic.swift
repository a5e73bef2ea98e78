import Dependencies
import Foundation

struct User: Equatable, Sendable {
  var id: Int
  var name: String
}

struct UserClient: Sendable {
  var fetchUser: @Sendable (Int) async throws -> User
  var search: @Sendable (String) async throws -> [User]
}

struct NotFound: Error, CustomStringConvertible {
  let id: Int
  var description: String { "user \(id) not found" }
}

extension UserClient {
  static func mock(users: [User]) -> Self {
    Self(
      fetchUser: { id in
        guard let user = users.first(where: { $0.id == id }) else { throw NotFound(id: id) }
        return user
      },
      search: { text in users.filter { $0.name.lowercased().contains(text.lowercased()) } }
    )
  }

  static let empty = Self.mock(users: [])
}

extension UserClient: DependencyKey {
  static let liveValue = Self.mock(users: [User(id: 1, name: "Live Blob")])
}

extension DependencyValues {
  var userClient: UserClient {
    get { self[UserClient.self] }
    set { self[UserClient.self] = newValue }
  }
}

func describe(id: Int) async -> String {
  @Dependency(\.userClient) var userClient
  do {
    let user = try await userClient.fetchUser(id)
    return "#\(user.id) \(user.name)"
  } catch {
    return "failed: \(error)"
  }
}

print(await describe(id: 1))

await withDependencies {
  $0.userClient = .mock(users: [
    User(id: 1, name: "Blob"),
    User(id: 2, name: "Blob Jr."),
    User(id: 3, name: "Marge"),
  ])
} operation: {
  print(await describe(id: 2))
  print(await describe(id: 9))
  @Dependency(\.userClient) var userClient
  let found = (try? await userClient.search("blob")) ?? []
  print(found.map(\.name))
}

await withDependencies {
  $0.userClient = .empty
} operation: {
  print(await describe(id: 1))
}
