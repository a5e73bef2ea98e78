import Dependencies
import DependenciesMacros

struct Badge: Equatable {
  let id: Int
  var title: String
}

@DependencyClient
struct BadgeClient {
  var fetchBadge: (_ id: Int) async throws -> Badge
  var saveBadge: (Badge) async throws -> Void
}

let client = BadgeClient()

do {
  let badge = try await client.fetchBadge(id: 42)
  print(badge.title)
} catch {
  print("fetchBadge threw: \(error)")
}

let liveClient = BadgeClient(
  fetchBadge: { id in Badge(id: id, title: "Early bird #\(id)") },
  saveBadge: { badge in print("saved \(badge.title)") }
)
let badge = try await liveClient.fetchBadge(id: 42)
print(badge.title)
try await liveClient.saveBadge(badge)
