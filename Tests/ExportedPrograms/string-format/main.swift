// string-format.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("string-format.dep")

struct Wallet {
  var balance: Double = 0.0

  var formattedBalance: String {
    return String(format: "$%.2f", balance)
  }
}

script.run {
  var wallet = Wallet()
  wallet.balance += 10
  print(wallet.formattedBalance)
  let name = "Blob"
  let visits = 3
  print(String(format: "%@ visited %d times (%.1f%%)", name, visits, 37.25))
  print(String(format: "[%5d|%-5d|%05d|%+d]", 42, 42, 42, 42))
  print(String(format: "%g %g %g", 0.0001, 1000000.0, 1.5))
  print(String(format: "%e", 12345.678))
  print(String(format: "%x %lx %X %o", -1, -1, 255, 8))
  print(String(format: "%d", true))
}
