import DepplayLanguage
import Testing

/// `defer { … }` as Swift has it (`Golden/defer-statements.dep`): its block runs when the block
/// around it ends, the last one met first; what swiftc refuses in it is refused in swiftc's
/// words, at swiftc's place.
@Suite struct DeferTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "defer.dep")
  }

  @Test func aDeferInABranchRunsWhenTheBranchEnds() async {
    let (output, _, succeeded) = await Self.run(
      """
      func pick(_ n: Int) {
        if n > 0 {
          defer { print("branch over") }
          print("positive")
        }
        print("after the branch")
      }
      pick(1)
      """)
    #expect(succeeded)
    #expect(output == "positive\nbranch over\nafter the branch\n")
  }

  @Test func aDeferMetAfterAReturnNeverRuns() async {
    let (output, _, succeeded) = await Self.run(
      """
      func early(_ stop: Bool) -> Int {
        if stop { return 0 }
        defer { print("deferred") }
        return 1
      }
      print(early(true), early(false))
      """)
    #expect(succeeded)
    #expect(output == "deferred\n0 1\n")
  }

  /// Checked against swiftc 6.3.1: each message and column is the compiler's (the top level
  /// is depplay's own refusal: it runs a script statement by statement).
  @Test(arguments: [
    (
      "func f() { defer { return } }",
      "1:20: error: 'return' cannot transfer control out of a defer statement"
    ),
    (
      "struct E: Error {}\nfunc f() throws { defer { throw E() } }",
      "2:27: error: errors cannot be thrown out of a defer body"
    ),
    (
      "func g() async {}\nfunc f() async { defer { await g() } }",
      "2:32: error: 'async' call cannot occur in a defer body"
    ),
    (
      "print(1)\ndefer { print(2) }",
      "2:1: error: 'defer' at the top level of a script is not supported yet"
    ),
  ])
  func whatSwiftRefusesInADeferIsRefusedBeforeAnythingRuns(_ source: String, _ message: String)
    async
  {
    let (output, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(errors.contains("defer.dep:\(message)"), "\(errors)")
  }
}
