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
    #expect(wallet.pay(4))
    #expect(wallet.balance == 6)
  }

  @Test func overpayingIsRefused() throws {
    var wallet = Wallet(balance: 1)
    #expect(!wallet.pay(5))
    let balance = try #require(Optional(wallet.balance))
    #expect(balance == 1)
  }

  @Test func aWrongExpectationFails() {
    let wallet = Wallet(balance: 3)
    #expect(wallet.balance == 4)
  }
}
