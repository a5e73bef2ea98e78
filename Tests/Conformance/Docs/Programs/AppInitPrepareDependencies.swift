import Dependencies
import Foundation

final class Shelf: Sendable {
  let name: String
  let capacity: Int

  init(name: String, capacity: Int) {
    self.name = name
    self.capacity = capacity
  }
}

enum ShelfKey: DependencyKey {
  static let liveValue = Shelf(name: "default shelf", capacity: 10)
}

extension DependencyValues {
  var shelf: Shelf {
    get { self[ShelfKey.self] }
    set { self[ShelfKey.self] = newValue }
  }
}

struct LibraryApp {
  init() {
    prepareDependencies {
      $0.shelf = Shelf(name: "oak shelf", capacity: 42)
    }
  }

  func start() {
    @Dependency(\.shelf) var shelf
    print("\(shelf.name) holds \(shelf.capacity)")
  }
}

let app = LibraryApp()
app.start()

func capacityLeft(after books: Int) -> Int {
  @Dependency(\.shelf) var shelf
  return shelf.capacity - books
}
print(capacityLeft(after: 30))
