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
    ("/* {\n} */ print(1)", true),
    ("/* /* {\n*/ {\n*/", true),
    ("print(1) /* {\n still a comment", false),
    ("Task { /*\n*/\n}", true),
    ("f(a: [1,", false),
    ("print(\"unterminated", true),
    ("}", true),
  ])
  func decidesWhetherAnEntryIsWhole(text: String, complete: Bool) {
    #expect(EntryBalance.isComplete(text) == complete)
  }

  @Test func eachLineIsLexedOnceHoweverLongTheEntry() {
    // Before: the whole pending entry was lexed again at every line (1,000 lines: 13 s).
    var balance = EntryBalance()
    let first = "withDependencies { $0.full = 7 } operation: {"
    balance.add(first)
    let line = "  print(full)"
    for _ in 0..<1_000 { balance.add(line) }
    #expect(!balance.isComplete)
    balance.add("}")
    #expect(balance.isComplete)
    let typed = first.unicodeScalars.count + 1_000 * line.unicodeScalars.count + 1
    #expect(balance.scalarsRead == typed)
  }
}
