import DepplayLanguage
import Testing

/// A feature's `var` stored property (`var limit = 3`), which TCA compiles and depplay does
/// not run yet, is refused by name with its declaration, not as an unnamed member.
@Suite struct FeatureStoredPropertyRefusalTests {
  /// A script whose feature `Editor` holds `member`.
  private static func script(member: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct Editor {
      struct State: Equatable { var text = "" }
      enum Action { case saveTapped }
      \(member)
      var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
      }
    }
    """
  }

  @Test func aVarStoredPropertyIsNamedAsSuch() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(member: "var limit = 3"), file: "editor.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "editor.swift:7:3: error: a 'var' stored property ('var limit = 3') in a feature"
          + " ('Editor') is not supported yet"),
      "\(errors)")
  }
}
