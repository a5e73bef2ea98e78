import Dependencies
import DependenciesMacros

struct Recipe: Equatable {
  var id: Int
  var title: String
}

@DependencyClient
struct RecipeClient {
  @DependencyEndpoint
  var fetchRecipe: (_ id: Recipe.ID) async throws -> Recipe
  var favourite: (Recipe) async throws -> Void
}

extension Recipe: Identifiable {}

let kitchen = RecipeClient(
  fetchRecipe: { id in Recipe(id: id, title: "Recipe \(id)") },
  favourite: { recipe in print("favourited", recipe.title) }
)

let soup = try await kitchen.fetchRecipe(id: 8)
print(soup)
try await kitchen.favourite(soup)

do {
  _ = try await RecipeClient().fetchRecipe(id: 9)
} catch {
  print("the default client threw")
}
