import Dependencies
import Testing

struct Wallet {
  var balance: Int

  mutating func pay(_ amount: Int) -> Bool {
    guard amount <= balance else { return false }
    balance -= amount
    return true
  }
}

@Suite struct SwiftTestingExpect {
  @Test func payingReducesTheBalance() {
    var wallet = Wallet(balance: 10)
    let paid = wallet.pay(4)
    #expect(paid)
    #expect(wallet.balance == 6)
  }

  @Test func overpayingIsRefused() throws {
    var wallet = Wallet(balance: 1)
    let refused = !wallet.pay(5)
    #expect(refused)
    let balance = try #require(Optional(wallet.balance))
    #expect(balance == 1)
  }

  @Test func aWrongExpectationFails() {
    let wallet = Wallet(balance: 3)
    #expect(wallet.balance == 4)
  }
}
