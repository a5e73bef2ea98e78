struct Expense {
  let category: String
  let amount: Double
}

let expenses = [
  Expense(category: "food", amount: 12.5),
  Expense(category: "travel", amount: 40),
  Expense(category: "food", amount: 7.25),
  Expense(category: "books", amount: 18),
  Expense(category: "travel", amount: 9.75),
]

let byCategory = Dictionary(grouping: expenses, by: \.category)
for category in byCategory.keys.sorted() {
  let total = byCategory[category]!.reduce(0) { $0 + $1.amount }
  print("\(category): \(total)")
}

let totals = expenses.reduce(into: [String: Double]()) { result, expense in
  result[expense.category, default: 0] += expense.amount
}
print(totals.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
let large = totals.filter { $0.value > 20 }.keys.sorted()
print(large)
let rounded = totals.mapValues { Int($0) }
print(rounded.sorted { $0.value > $1.value }.first!.key)
