// struct-members.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("struct-members.dep")

struct Wallet: Equatable {
  var balance: Int
  var spent = 0

  static let empty = Wallet(balance: 0)
  nonisolated(unsafe) static var made = 0

  var isEmpty: Bool {
    return balance == 0
  }

  var total: Int {
    get {
      return balance + spent
    }
    set {
      balance = newValue - spent
    }
  }

  static func make(_ balance: Int) -> Wallet {
    made += 1
    return Wallet(balance: balance)
  }

  func canPay(_ amount: Int) -> Bool {
    return amount <= balance
  }

  mutating func pay(_ amount: Int) -> Bool {
    guard canPay(amount) else {
      return false
    }
    balance -= amount
    self.spent += amount
    return true
  }

  mutating func payTwice(by amount: Int = 1) {
    let first = pay(amount)
    let second = self.pay(amount)
    print("paid \(amount) twice:", first, second)
  }
}

struct Point: Hashable {
  var x: Int
  var y: Int
  let label: String

  init(x: Int, y: Int) {
    self.x = x
    self.y = y
    label = "(\(x), \(y))"
  }

  init(onDiagonal value: Int) {
    x = value
    y = value
    label = "diagonal \(value)"
  }

  func moved(by step: Int) -> Point {
    return Point(x: x + step, y: y + step)
  }
}

struct Banner {
  static let text = makeText()

  static func makeText() -> String {
    print("making the banner")
    return "Welcome"
  }
}

script.run {
  var wallet = Wallet.make(10)
  await script.settle()
  print(wallet.pay(4), wallet.pay(20))
  await script.settle()
  print(wallet, wallet.isEmpty, wallet.total)
  wallet.payTwice(by: 2)
  await script.settle()
  wallet.payTwice()
  await script.settle()
  print(wallet)
  wallet.total = 100
  print(wallet, Wallet.made)
  let saved = wallet
  wallet.spent += 5
  print(saved.spent, wallet.spent)
  print(Wallet.empty.isEmpty, Wallet.empty == Wallet(balance: 0))
  Wallet.made = 7
  print(Wallet.make(1).balance, Wallet.made)
  await script.settle()
  print(Point(x: 1, y: 2))
  print(Point(onDiagonal: 3).moved(by: 1).label)
  await script.settle()
  print("before the banner")
  print(Banner.text, Banner.text)
}
