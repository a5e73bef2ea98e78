import Dependencies

enum Category: String, CaseIterable {
  case fruit
  case dairy
  case bakery
}

struct Item {
  let name: String
  let category: Category
  let priceCents: Int
  let quantity: Int?
}

struct InventoryClient {
  var items: () -> [Item]
}

extension InventoryClient: DependencyKey {
  static let liveValue = InventoryClient(items: {
    [
      Item(name: "apple", category: .fruit, priceCents: 50, quantity: 12),
      Item(name: "milk", category: .dairy, priceCents: 129, quantity: 3),
      Item(name: "bread", category: .bakery, priceCents: 249, quantity: nil),
      Item(name: "pear", category: .fruit, priceCents: 75, quantity: 4),
      Item(name: "cheese", category: .dairy, priceCents: 499, quantity: 1),
    ]
  })
}

extension DependencyValues {
  var inventory: InventoryClient {
    get { self[InventoryClient.self] }
    set { self[InventoryClient.self] = newValue }
  }
}

func loadItems() -> [Item] {
  @Dependency(\.inventory) var inventory
  return inventory.items()
}

let items = loadItems()
let stocked = items.compactMap { item -> (String, Int)? in
  guard let quantity = item.quantity else { return nil }
  return (item.name, quantity * item.priceCents)
}
for (name, value) in stocked.sorted(by: { $0.1 > $1.1 }) {
  print(name, value)
}

let byCategory = Dictionary(grouping: items, by: { $0.category })
for category in Category.allCases {
  let names = (byCategory[category] ?? []).map(\.name).sorted()
  print("\(category.rawValue): \(names.joined(separator: ", "))")
}

let total = items.reduce(into: 0) { sum, item in sum += item.priceCents * (item.quantity ?? 0) }
print("total \(total / 100).\(total % 100)")
print(Category(rawValue: "dairy") == .dairy, Category(rawValue: "meat") == nil)
let missing = items.filter { $0.quantity == nil }.map(\.name)
print("missing counts:", missing)
