// inout-parameters.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("inout-parameters.dep")

struct Overdrawn: Error, Equatable {
  var needed: Int
}

struct Account {
  var owner: String
  var balance: Int
}

struct Bank {
  var fee: Int

  mutating func raise(_ step: Int, counting calls: inout Int) {
    fee += step
    calls += 1
  }
}

func bump(_ value: inout Int, by step: Int = 1) {
  value += step
}

func swapped(_ a: inout String, _ b: inout String) {
  let first = a
  a = b
  b = first
}

func withdraw(_ amount: Int, from account: inout Account, fee: Int) throws {
  account.balance -= fee
  guard account.balance >= amount else {
    throw Overdrawn(needed: amount - account.balance)
  }
  account.balance -= amount
}

script.run {
  var count = 1
  bump(&count)
  await script.settle()
  bump(&count, by: 10)
  await script.settle()
  print(count)
  var left = "left"
  var right = "right"
  swapped(&left, &right)
  await script.settle()
  print(left, right)
  var account = Account(owner: "Ada", balance: 50)
  try withdraw(20, from: &account, fee: 1)
  await script.settle()
  print(account.balance)
  do {
    try withdraw(100, from: &account, fee: 1)
    await script.settle()
  } catch let error as Overdrawn {
    print("needs", error.needed, "more; balance", account.balance)
  }
  await script.settle()
  var totals = [1, 2, 3]
  bump(&totals[1], by: 40)
  await script.settle()
  bump(&account.balance)
  await script.settle()
  print(totals, account.balance)
  var busy = Bank(fee: 2)
  var calls = 0
  busy.raise(3, counting: &calls)
  await script.settle()
  busy.raise(4, counting: &calls)
  await script.settle()
  print(busy.fee, calls)
}
