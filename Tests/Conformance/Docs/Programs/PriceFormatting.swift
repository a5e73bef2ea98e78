import Foundation

struct LineItem {
  let title: String
  let unitPrice: Double
  let quantity: Int

  var total: Double { unitPrice * Double(quantity) }
}

let cart = [
  LineItem(title: "Notebook", unitPrice: 3.5, quantity: 4),
  LineItem(title: "Pen", unitPrice: 1.25, quantity: 10),
  LineItem(title: "Stapler", unitPrice: 12.99, quantity: 1),
]

for item in cart {
  let padded = item.title.padding(toLength: 10, withPad: " ", startingAt: 0)
  print(padded + String(format: "%8.2f", item.total))
}
let subtotal = cart.map(\.total).reduce(0, +)
print("subtotal: " + String(format: "%.2f", subtotal))
let expensive = cart.filter { $0.unitPrice > 2 }.map(\.title)
print(expensive.joined(separator: ", "))
print(cart.max(by: { $0.total < $1.total })!.title)
