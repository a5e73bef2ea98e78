import Dependencies
import DependenciesMacros

@DependencyClient
struct FavoritesClient {
  var isFavorite: (_ recipeID: Int) -> Bool = { _ in false }
  var toggle: (_ recipeID: Int) async throws -> Bool
}

// The unimplemented client: each endpoint reports an issue when it is called.
let unimplemented = FavoritesClient()
print(unimplemented.isFavorite(recipeID: 7))
do {
  let now = try await unimplemented.toggle(recipeID: 7)
  print("toggled:", now)
} catch {
  print("toggle failed")
}

// A live client built with the generated initializer.
let live = FavoritesClient(
  isFavorite: { recipeID in recipeID.isMultiple(of: 2) },
  toggle: { recipeID in recipeID > 5 }
)
print(live.isFavorite(recipeID: 7), live.isFavorite(recipeID: 8))
print(try await live.toggle(recipeID: 7))
