import DepplayLanguage
import Testing

/// A `StackState` of values other than a feature's state (`StackState<String>()`, as TCA's
/// `StackElementID` page writes one of `Int`s), which depplay's stacks do not hold yet, is
/// refused by name where it is made. It stopped at its first `append`.
@Suite struct StackOfValuesTests {
  @Test func aStackOfPlainValuesIsRefusedByName() async {
    let result = await runScript(
      """
      import ComposableArchitecture

      var stack = StackState<String>()
      stack.append("inbox")
      print(stack.count)
      """, file: "stack.swift")
    #expect(
      result.errors.contains(
        "stack.swift:3:13: error: a stack of values other than a feature's state"
          + " ('StackState<String>') is not supported yet"),
      "\(result.errors)")
  }
}
