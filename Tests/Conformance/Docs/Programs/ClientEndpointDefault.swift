import Dependencies
import DependenciesMacros

@DependencyClient
struct BookmarksClient {
  var isBookmarked: (_ articleID: Int) -> Bool = { _ in false }
  var count: () -> Int = { 0 }
  var add: (_ articleID: Int) async throws -> Void
}

let empty = BookmarksClient()
print(empty.isBookmarked(articleID: 12), empty.count())

let saved: Set<Int> = [3, 12]
let stocked = BookmarksClient(
  isBookmarked: { saved.contains($0) },
  count: { saved.count },
  add: { id in print("adding", id) }
)
print(stocked.isBookmarked(articleID: 12), stocked.isBookmarked(articleID: 5), stocked.count())
try await stocked.add(articleID: 40)
