import Dependencies
import Foundation

struct Product: Hashable, Comparable, CustomStringConvertible {
  let id: UUID
  var name: String
  var price: Double

  static func < (lhs: Product, rhs: Product) -> Bool {
    lhs.price == rhs.price ? lhs.name < rhs.name : lhs.price < rhs.price
  }

  var description: String { "\(name) ($\(price))" }
}

final class InventoryModel {
  @Dependency(\.uuid) var uuid
  private(set) var products: [Product] = []

  func add(_ name: String, price: Double) -> Product {
    let product = Product(id: uuid(), name: name, price: price)
    products.append(product)
    return product
  }

  var cheapest: Product? { products.min() }
  var total: Double { products.reduce(0) { $0 + $1.price } }
}

func run() {
  let model = withDependencies {
    $0.uuid = .incrementing
  } operation: {
    InventoryModel()
  }
  let lamp = model.add("Lamp", price: 25)
  _ = model.add("Desk", price: 120.5)
  _ = model.add("Chair", price: 25)
  _ = model.add("Mug", price: 4.99)

  print(model.products.sorted())
  print("cheapest:", model.cheapest!)
  print("total:", model.total)
  print("lamp id:", lamp.id)

  let onSale: Set<String> = ["Lamp", "Mug", "Rug"]
  let stocked = Set(model.products.map(\.name))
  print("on sale and stocked:", onSale.intersection(stocked).sorted())
  print("on sale, not stocked:", onSale.subtracting(stocked).sorted())
  print("expensive first:", model.products.sorted(by: >).map(\.name))
}

run()
