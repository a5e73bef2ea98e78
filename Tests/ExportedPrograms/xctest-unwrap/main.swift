// xctest-unwrap.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("xctest-unwrap.dep")

struct Closed: Error, Equatable {}

struct Account {
  var owner: String
  var balance: Int
}

struct Bank {
  func open(owner: String, deposit: Int) -> Account? {
    return (deposit >= 0) ? Account(owner: owner, balance: deposit) : nil
  }
}

func code(for name: String) -> String? {
  return (name == "Ada") ? "A-1" : nil
}

func close(_ account: Account) throws -> Int {
  throw Closed()
}

script.run {
  @Sendable func BankTests_testOpens() async throws {
    let account = try script.unwrap(Bank().open(owner: "Ada", deposit: 5), at: 32, 23)
    await script.settle()
    script.assertEqual(account.balance, 5, at: 33, 5)
    let found = try script.unwrap(code(for: "Ada"), message: "a code", at: 34, 21)
    await script.settle()
    script.assertEqual(found, "A-1", at: 35, 5)
  }
  @Sendable func BankTests_testRefusesANegativeDeposit() async throws {
    let account = try script.unwrap(Bank().open(owner: "Bob", deposit: -1), at: 39, 23)
    await script.settle()
    print("not reached", account.owner)
  }
  @Sendable func BankTests_testNeedsACode() async throws {
    _ = try script.unwrap(code(for: "Cy"), message: "every owner has a code", at: 44, 13)
    await script.settle()
  }
  @Sendable func BankTests_testAssertionsCatchWhatTheirValuesThrow() async throws {
    try script.assertEqual(script.unwrap(code(for: "Cy"), at: 48, 24), "C-1", message: "a code", at: 48, 5)
    await script.settle()
    try script.assertion(close(Account(owner: "Ada", balance: 1)) == 1, .isTrue, at: 49, 5)
    await script.settle()
    print("the test goes on")
  }
  await script.test("testOpens", testCase: "BankTests") {
    try await BankTests_testOpens()
  }
  await script.test("testRefusesANegativeDeposit", testCase: "BankTests") {
    try await BankTests_testRefusesANegativeDeposit()
  }
  await script.test("testNeedsACode", testCase: "BankTests") {
    try await BankTests_testNeedsACode()
  }
  await script.test("testAssertionsCatchWhatTheirValuesThrow", testCase: "BankTests") {
    try await BankTests_testAssertionsCatchWhatTheirValuesThrow()
  }
}
