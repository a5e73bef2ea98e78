import Dependencies
import Foundation
import Observation

struct Book: Equatable {
  let id: UUID
  var title: String
  var shelvedAt: Date
}

@Observable
final class ShelfModel {
  var books: [Book] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.date.now) var now
  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func shelveButtonTapped() async throws {
    try await clock.sleep(for: .milliseconds(20))
    books.append(
      Book(
        id: uuid(),
        title: "",
        shelvedAt: now
      )
    )
  }
}

let shelf = ShelfModel()
try await shelf.shelveButtonTapped()
try await shelf.shelveButtonTapped()
print(shelf.books.count)
print(shelf.books.map(\.title))
print(shelf.books[0].id == shelf.books[1].id)
print(shelf.books[0].shelvedAt <= shelf.books[1].shelvedAt)
