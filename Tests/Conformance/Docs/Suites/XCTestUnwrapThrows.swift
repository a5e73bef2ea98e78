import Dependencies
import XCTest

struct Account: Equatable {
  var id: UUID
  var owner: String
  var balance: Int
}

enum BankError: Error, Equatable {
  case insufficientFunds(needed: Int)
}

struct Bank {
  @Dependency(\.uuid) var uuid

  func open(owner: String, deposit: Int) -> Account? {
    deposit >= 0 ? Account(id: uuid(), owner: owner, balance: deposit) : nil
  }

  func withdraw(_ amount: Int, from account: inout Account) throws {
    guard account.balance >= amount else {
      throw BankError.insufficientFunds(needed: amount - account.balance)
    }
    account.balance -= amount
  }
}

final class XCTestUnwrapThrows: XCTestCase {
  func testOpenAndWithdraw() throws {
    try withDependencies {
      $0.uuid = .incrementing
    } operation: {
      let bank = Bank()
      var account = try XCTUnwrap(bank.open(owner: "Ada", deposit: 50))
      XCTAssertEqual(account.id, UUID(0))
      try bank.withdraw(20, from: &account)
      XCTAssertEqual(account.balance, 30)
      XCTAssertThrowsError(try bank.withdraw(100, from: &account)) { error in
        XCTAssertEqual(error as? BankError, .insufficientFunds(needed: 70))
      }
      XCTAssertNil(bank.open(owner: "Bob", deposit: -1))
    }
  }

  func testWrongBalanceFails() throws {
    withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      let account = Bank().open(owner: "Cy", deposit: 10)
      XCTAssertEqual(account?.balance, 11, "balance")
      XCTAssertNotNil(account)
    }
  }
}
