import Testing

@testable import DepplayCLI

@Suite struct EntryBalanceTests {
  @Test(arguments: [
    ("print(1)", true),
    ("withDependencies {", false),
    ("withDependencies { $0.full = 7 } operation: {\n}", true),
    ("print(\"{\")", true),
    ("print(\"\\(full)\") {", false),
    ("let x = 1 // {", true),
    ("/* {", false),
    ("/* { */ print(1)", true),
    ("f(a: [1,", false),
    ("print(\"unterminated", true),
    ("}", true),
  ])
  func decidesWhetherAnEntryIsWhole(text: String, complete: Bool) {
    #expect(EntryBalance.isComplete(text) == complete)
  }
}
