import Foundation

struct Wallet {
  private(set) var balance: Double = 0
  var history: [String] = []

  var isEmpty: Bool { balance == 0 }

  var formattedBalance: String {
    String(format: "$%.2f", balance)
  }

  static func starting(with amount: Double) -> Wallet {
    var wallet = Wallet()
    wallet.deposit(amount)
    return wallet
  }

  mutating func deposit(_ amount: Double) {
    defer { history.append("deposit \(amount)") }
    balance += amount
  }

  mutating func withdraw(_ amount: Double) -> Bool {
    guard amount <= balance else {
      history.append("refused \(amount)")
      return false
    }
    balance -= amount
    history.append("withdraw \(amount)")
    return true
  }
}

var wallet = Wallet.starting(with: 10)
print(wallet.isEmpty, wallet.formattedBalance)
print(wallet.withdraw(2.5))
print(wallet.withdraw(100))
print(wallet.formattedBalance)
print(wallet.history.joined(separator: ", "))
