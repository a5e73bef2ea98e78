// actors.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("actors.dep")

func fill(_ account: Account, with amount: Int) async -> Int {
  let result = await account.deposit(amount)
  await script.settle()
  return result
}

actor Account {
  private(set) var balance = 0
  var deposits: [Int] = []

  var summary: String {
    return "balance \(balance) after \(deposits.count) deposits"
  }

  func deposit(_ amount: Int) -> Int {
    balance += amount
    deposits.append(amount)
    return balance
  }

  func depositTwice(_ amount: Int) -> Int {
    _ = deposit(amount)
    return deposit(amount)
  }

  func audit() async -> String {
    await Task.yield()
    return "audited: \(summary)"
  }
}

actor Greeter {
  let name: String
  var count = 0

  init(name: String) {
    self.name = name
  }

  func greet() -> String {
    count += 1
    return "hello \(name) #\(count)"
  }
}

script.run {
  let account = Account()
  await withTaskGroup(of: Void.self) { group in
    for amount in 1...5 {
      // a child task copies task-locals: overrides inherited
      group.addTask(operation: script.unit(.groupChild) {
        _ = await account.deposit(amount)
        await script.settle()
      })
    }
  }
  print(await account.balance)
  print(await account.summary)
  print(await account.depositTwice(10))
  print(await fill(account, with: 100))
  print(await account.audit())
  let other = Account()
  print(await other.balance, await account.deposits.count)
  let greeter = Greeter(name: "Blob")
  print(greeter.name, await greeter.greet(), await greeter.greet())
}
