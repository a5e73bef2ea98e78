import ComposableArchitecture
import Testing

func addFavorite(_ name: String) -> [String] {
  @Shared(.inMemory("favorites")) var favorites: [String] = []
  $favorites.withLock { $0.append(name) }
  return favorites
}

@Suite struct SharedInMemoryFavorites {
  @Test func firstFavorite() {
    #expect(addFavorite("Blob") == ["Blob"])
  }

  @Test func eachTestStartsEmpty() {
    #expect(addFavorite("Blob Jr.") == ["Blob Jr."])
    #expect(addFavorite("Blob Sr.") == ["Blob Jr.", "Blob Sr."])
  }

  @Test func countIsWrong() {
    #expect(addFavorite("Blob").count == 2)
  }
}
