// literal-typing.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("literal-typing.dep")

struct Expense {
  let category: String
  let amount: Double
}

script.run {
  let food = Expense(category: "food", amount: 12.5)
  let travel = Expense(category: "travel", amount: 40)
  let expenses = [food, travel, Expense(category: "food", amount: 7.25)]
  let none = [] as [Expense]
  print(expenses.reduce(0) { $0 + $1.amount }, none.reduce(0) { $0 + $1.amount })
  let spent = none.reduce(0) { total, expense in
    return total + expense.amount
  }
  print(spent, none.reduce(into: 0) { $0 += $1.amount })
  var totals = [:] as [String: Double]
  for expense in expenses {
    totals[expense.category, default: 0] += expense.amount
  }
  print(totals.sorted { $0.key < $1.key }, totals.mapValues { Int($0) }["food"] ?? 0)
  let first = expenses[0]
  let large = (first.amount > 20) ? first.amount : 0
  print(large, [0, first.amount], (first.amount > 20) ? first.amount : 0)
  print([] as [Int], [] as [[String]], [:] as [String: Int], ["a": 1] as [String: Double])
}
