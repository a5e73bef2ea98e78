import Dependencies

struct ProfileClient {
  var name: @Sendable (Int) async -> String
  var followers: @Sendable (Int) async throws -> Int
}

extension ProfileClient: DependencyKey {
  static let liveValue = ProfileClient(
    name: { id in "user-\(id)" },
    followers: { id in id * 100 }
  )
}

extension DependencyValues {
  var profiles: ProfileClient {
    get { self[ProfileClient.self] }
    set { self[ProfileClient.self] = newValue }
  }
}

struct Dashboard {
  @Dependency(\.profiles) var profiles

  func header(for id: Int) async throws -> String {
    async let name = profiles.name(id)
    async let followers = profiles.followers(id)
    let (resolvedName, count) = try await (name, followers)
    return "\(resolvedName) · \(count) followers"
  }
}

struct NotFound: Error {}

print(try await Dashboard().header(for: 7))

do {
  try await withDependencies {
    $0.profiles.followers = { _ in throw NotFound() }
  } operation: {
    print(try await Dashboard().header(for: 1))
  }
} catch {
  print("caught", error is NotFound)
}
