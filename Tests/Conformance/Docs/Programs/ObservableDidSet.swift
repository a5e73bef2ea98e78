import Dependencies
import Foundation
import Observation

@Observable
final class CartModel {
  var quantities: [String: Int] = [:] {
    didSet {
      changes += 1
    }
  }
  private(set) var changes = 0

  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  var isEmpty: Bool { quantities.values.allSatisfy { $0 == 0 } }

  var totalItems: Int { quantities.values.reduce(0, +) }

  func add(_ product: String, count: Int = 1) {
    quantities[product, default: 0] += count
  }

  func remove(_ product: String) {
    quantities[product] = nil
  }

  func checkoutID() -> String {
    String(uuid().uuidString.prefix(8))
  }
}

let cart = withDependencies {
  $0.uuid = .constant(UUID(uuidString: "12345678-AAAA-BBBB-CCCC-000000000000")!)
} operation: {
  CartModel()
}
print(cart.isEmpty)
cart.add("tea")
cart.add("tea", count: 2)
cart.add("cake")
print(cart.totalItems, cart.changes, cart.quantities.keys.sorted())
cart.remove("cake")
print(cart.totalItems, cart.changes, cart.checkoutID())
