import Dependencies

struct APIClient: Sendable {
  var fetchUser: @Sendable (Int) async throws -> String
  var fetchScore: @Sendable (String) async -> Int
}

extension APIClient: DependencyKey {
  static let liveValue = APIClient(
    fetchUser: { id in "user-\(id)" },
    fetchScore: { name in name.count * 10 }
  )
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}

func summary(for id: Int) async throws -> String {
  @Dependency(\.apiClient) var apiClient
  let name = try await apiClient.fetchUser(id)
  let score = await apiClient.fetchScore(name)
  return "\(name): \(score)"
}

print(try await summary(for: 7))
let overridden = try await withDependencies {
  $0.apiClient.fetchScore = { _ in 99 }
} operation: {
  try await summary(for: 42)
}
print(overridden)
print(try await summary(for: 1234))
