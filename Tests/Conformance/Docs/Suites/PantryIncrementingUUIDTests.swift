import Dependencies
import Foundation
import Observation
import Testing

struct PantryItem: Equatable {
  let id: UUID
  var name: String
}

@Observable
final class PantryModel {
  var items: [PantryItem] = []

  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func addButtonTapped(_ name: String) {
    items.append(PantryItem(id: uuid(), name: name))
  }
}

@Suite struct PantryIncrementingUUIDTests {
  @Test
  func addsWithIncrementingIDs() {
    let model = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      PantryModel()
    }

    model.addButtonTapped("Rice")
    model.addButtonTapped("Beans")
    #expect(
      model.items == [
        PantryItem(id: UUID(0), name: "Rice"),
        PantryItem(id: UUID(1), name: "Beans"),
      ]
    )
  }

  @Test
  func expectsTheWrongFirstID() {
    let model = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      PantryModel()
    }

    model.addButtonTapped("Oats")
    #expect(model.items == [PantryItem(id: UUID(1), name: "Oats")])
  }
}
