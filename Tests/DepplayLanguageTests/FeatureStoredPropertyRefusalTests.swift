import DepplayLanguage
import Testing

/// A feature's stored property that its memberwise initialiser sets (`let onSave: @Sendable
/// (String) async -> Void`, given as `Editor(onSave: { … })` where a parent scopes to it), or
/// a `var` one, which TCA compiles and depplay does not run yet, is refused by name with its
/// declaration, not as an unnamed member.
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

  @Test func aStoredClosureWithoutAValueIsNamedAsSetThroughTheInitialiser() async {
    let (_, errors, succeeded) = await runScript(
      Self.script(member: "let onSave: @Sendable (String) async -> Void"), file: "editor.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "editor.swift:7:3: error: a stored property set through the feature's initialiser"
          + " ('let onSave: @Sendable (String) async -> Void') in a feature ('Editor') is not"
          + " supported yet"),
      "\(errors)")
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
