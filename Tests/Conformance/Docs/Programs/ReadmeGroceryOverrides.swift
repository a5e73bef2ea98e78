import Dependencies
import Foundation
import Observation

struct Grocery: Equatable {
  let id: UUID
  var title: String
  var addedAt: Date
}

@Observable
final class GroceryListModel {
  var groceries: [Grocery] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.date.now) var now
  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func addButtonTapped() async throws {
    try await clock.sleep(for: .seconds(2))
    groceries.append(
      Grocery(
        id: uuid(),
        title: "Untitled",
        addedAt: now
      )
    )
  }
}

let model = withDependencies {
  $0.continuousClock = .immediate
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
  $0.uuid = .incrementing
} operation: {
  GroceryListModel()
}

try await model.addButtonTapped()
try await model.addButtonTapped()
for grocery in model.groceries {
  print(grocery.id, grocery.title, grocery.addedAt)
}
print("groceries:", model.groceries.count)
