import Dependencies
import DependenciesMacros

@DependencyClient
struct ProfileClient {
  var fetchName: @Sendable (_ id: Int) async throws -> String
  var isPremium: @Sendable (_ id: Int) async throws -> Bool
  var badgeCount: @Sendable () throws -> Int
}

extension ProfileClient: DependencyKey {
  static let liveValue = ProfileClient(
    fetchName: { id in "Member \(id)" },
    isPremium: { id in id.isMultiple(of: 2) },
    badgeCount: { 3 }
  )
  static var previewValue: ProfileClient {
    var client = ProfileClient()
    client.fetchName = { _ in "Preview Member" }
    return client
  }
}

extension DependencyValues {
  var profileClient: ProfileClient {
    get { self[ProfileClient.self] }
    set { self[ProfileClient.self] = newValue }
  }
}

struct ProfileHeader {
  @Dependency(\.profileClient) var client

  func title(for id: Int) async -> String {
    let name = (try? await client.fetchName(id: id)) ?? "Unknown"
    let premium = (try? await client.isPremium(id: id)) ?? false
    let badges = (try? client.badgeCount()) ?? 0
    return "\(name)\(premium ? " ★" : "") (\(badges) badges)"
  }
}

print(await ProfileHeader().title(for: 4))
print(await ProfileHeader().title(for: 5))

let preview = withDependencies {
  $0.profileClient = .previewValue
} operation: {
  ProfileHeader()
}
print(await preview.title(for: 4))

var partial = ProfileClient()
partial.fetchName = { id in "Partial \(id)" }
print(try await partial.fetchName(id: 1))
do {
  print(try await partial.isPremium(id: 2))
} catch {
  print("isPremium is unimplemented")
}
