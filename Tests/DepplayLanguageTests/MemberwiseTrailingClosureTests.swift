import DepplayLanguage
import Testing

/// A memberwise initializer called with a trailing closure: the closure goes to the
/// parameter Swift's forward scan gives it, and a call Swift refuses is refused in its words.
@Suite struct MemberwiseTrailingClosureTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "init.dep")
  }

  @Test func theClosureIsTheFirstFunctionPropertyAfterTheLabelledArguments() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Client {
        var name = "client"
        var fetch: (Int) -> Int
        var save: (Int) -> Int = { $0 }
      }
      let doubled = Client { $0 * 2 }
      let named = Client(name: "named") { $0 + 1 }
      print(doubled.name, doubled.fetch(4), doubled.save(4), named.name, named.fetch(4))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "client 8 4 named 5\n")
  }

  @Test(arguments: [
    (
      "struct C { var n: Int; var f: () -> Void }\nlet c = C { }",
      "2:9: error: missing argument for parameter 'n' in call"
    ),
    (
      "struct C { var n: Int }\nlet c = C(n: 1) { }",
      "2:9: error: extra trailing closure passed in call"
    ),
  ])
  func aClosureNoParameterTakesIsSwiftsError(source: String, message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("init.dep:" + message), "\(errors)")
  }
}
