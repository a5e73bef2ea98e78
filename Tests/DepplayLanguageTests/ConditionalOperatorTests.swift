import DepplayLanguage
import Testing

/// `condition ? then : otherwise`, as Swift has it (checked with swiftc 6.3): only the
/// chosen operand runs, it binds looser than the other operators and groups to the right,
/// and an operand may await.
@Suite struct ConditionalOperatorTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "conditional.dep")
  }

  @Test func onlyTheChosenOperandIsEvaluated() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func side(_ s: String) -> Int { print(s); return 1 }
      print(false ? side("then") : side("otherwise"))
      print(true ? side("then") : side("otherwise"))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "otherwise\n1\nthen\n1\n")
  }

  @Test func itBindsLooserThanOtherOperatorsAndGroupsToTheRight() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let n = 5
      print(n > 3 ? 1 : 2, n == 5 ? 1 : n > 2 ? 2 : 3, n < 0 ? 1 : n > 9 ? 2 : 3)
      print(1 + (n > 4 ? 10 : 20), n > 1 && n < 9 ? "in" : "out")
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1 1 3\n11 in\n")
  }

  @Test func anOperandMayAwait() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let task = Task { 7 }
      let chosen = 2 > 1 ? await task.value : 0
      print(chosen)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "7\n")
  }

  @Test func aConditionThatIsNotABoolStopsAtIt() async {
    let (_, errors, succeeded) = await Self.run("let x = 3 ? 1 : 2\n")
    #expect(!succeeded)
    #expect(
      errors.contains("conditional.dep:1:9: error: a '? :' condition must be a Bool, not Int"),
      "\(errors)")
  }
}
