// actor-reentrancy.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("actor-reentrancy.dep")

typealias Signal = AsyncStream<Int>

actor Account {
  var balance = 100

  func withdraw(_ amount: Int, reached: Signal.Continuation, gate: Signal) async -> Int {
    print("approved", amount, "of", balance)
    reached.yield(amount)
    for await _ in gate {
      break
    }
    balance -= amount
    print("withdrew", amount, "leaving", balance)
    return balance
  }

  func deposit(_ amount: Int) -> Int {
    balance += amount
    return balance
  }
}

script.run {
  let account = Account()
  let (reached, reachedSignal) = AsyncStream<Int>.makeStream()
  let (gate, opener) = AsyncStream<Int>.makeStream()
  // Task {} copies task-locals: overrides inherited
  let withdrawal = Task(executorPreference: script.executor, operation: script.unit(.task) {
    return await account.withdraw(80, reached: reachedSignal, gate: gate)
  })
  for await amount in reached {
    print("waiting to withdraw", amount)
    break
  }
  print("deposit gives", await account.deposit(30))
  opener.yield(0)
  print("withdrawal gives", await withdrawal.value)
}
