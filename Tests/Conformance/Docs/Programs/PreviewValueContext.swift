import Dependencies

struct Book: Equatable {
  let id: Int
  var title: String
}

struct LibraryClient {
  var fetchBooks: () async throws -> [Book]
  var fetchBook: (Int) async throws -> Book
}

extension LibraryClient: TestDependencyKey {
  static let testValue = Self(
    fetchBooks: unimplemented("LibraryClient.fetchBooks", placeholder: []),
    fetchBook: unimplemented("LibraryClient.fetchBook", placeholder: Book(id: 0, title: ""))
  )

  static let previewValue = Self(
    fetchBooks: {
      [
        Book(id: 1, title: "Preview: Dune"),
        Book(id: 2, title: "Preview: Emma"),
      ]
    },
    fetchBook: { id in
      Book(id: id, title: "Preview book #\(id)")
    }
  )
}

extension LibraryClient: DependencyKey {
  static let liveValue = Self(
    fetchBooks: {
      [Book(id: 7, title: "Middlemarch")]
    },
    fetchBook: { id in
      Book(id: id, title: "Live book #\(id)")
    }
  )
}

extension DependencyValues {
  var libraryClient: LibraryClient {
    get { self[LibraryClient.self] }
    set { self[LibraryClient.self] = newValue }
  }
}

final class ShelfModel {
  @Dependency(\.libraryClient) var libraryClient
  var titles: [String] = []

  func load() async {
    do {
      titles = try await libraryClient.fetchBooks().map(\.title)
    } catch {
      titles = ["failed"]
    }
  }
}

func currentContext() -> DependencyContext {
  @Dependency(\.context) var context
  return context
}

print("context:", currentContext())

let live = ShelfModel()
await live.load()
print("live:", live.titles)

let preview = withDependencies {
  $0.context = .preview
} operation: {
  ShelfModel()
}
await preview.load()
print("preview:", preview.titles)

let book = try await withDependencies {
  $0.context = .preview
} operation: {
  @Dependency(\.libraryClient) var client
  return try await client.fetchBook(3)
}
print(book.title)

let empty = withDependencies {
  $0.libraryClient.fetchBooks = { [] }
} operation: {
  ShelfModel()
}
await empty.load()
print("overridden:", empty.titles)
