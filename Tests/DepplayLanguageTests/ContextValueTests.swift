import Testing

@testable import DepplayLanguage

/// The context as a value (`Golden/context-values.dep`): `DependencyContext.preview` named
/// through its type, a `switch` over a context matching its cases, and a pattern that names
/// no context refused where it is tried.
@Suite struct ContextValueTests {
  @Test func aSwitchOverTheContextMatchesItsCases() async {
    let result = await Session().run(
      source: """
        for context in [DependencyContext.live, .preview, .test] {
          switch context {
          case .live: print("L")
          case .preview: print("P")
          case .test: print("T")
          }
        }
        """, file: "c.dep")
    #expect(result.output == ["L", "P", "T"])
  }

  @Test func aPatternThatNamesNoContextIsAnError() async {
    let (_, errors, succeeded) = await runScript(
      "switch DependencyContext.test {\ncase .mock: print(1)\ndefault: print(2)\n}", file: "c.dep")
    #expect(!succeeded)
    #expect(
      errors.contains("the pattern '.mock' cannot match a value of type DependencyContext"),
      "\(errors)")
  }
}
