import Dependencies
import Foundation
import Observation

struct Product: Equatable {
  let id: UUID
  var title: String
  var addedAt: Date
}

@Observable
final class ShoppingListModel {
  var products: [Product] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.date.now) var now
  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func addButtonTapped(title: String) async throws {
    try await clock.sleep(for: .seconds(2))
    products.append(
      Product(
        id: uuid(),
        title: title,
        addedAt: now
      )
    )
  }
}

let model = withDependencies {
  $0.continuousClock = ImmediateClock()
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
  $0.uuid = .incrementing
} operation: {
  ShoppingListModel()
}

try await model.addButtonTapped(title: "Oat milk")
try await model.addButtonTapped(title: "Rye bread")

for product in model.products {
  print(product.id.uuidString, product.title, product.addedAt.timeIntervalSince1970)
}
print("count:", model.products.count)
print(
  model.products.first
    == Product(
      id: UUID(0),
      title: "Oat milk",
      addedAt: Date(timeIntervalSince1970: 1_700_000_000)
    )
)
