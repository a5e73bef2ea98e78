import DepplayLanguage
import Testing

/// `UUID(uuidString:)`, `URL(string:)` and `TimeZone(identifier:)` give Optionals, as Swift's
/// failable initializers do (`Golden/failable-initializers.dep` runs each form).
@Suite struct FailableInitializerTests {
  @Test(arguments: [
    ("UUID(uuidString: text)", "nil"), ("URL(string: text)", "nil"),
    ("TimeZone(identifier: text)", "nil"),
  ])
  func textThatNamesNoValueGivesNil(_ made: String, _ printed: String) async {
    let result = await runScript(
      "let text = \"\"\nlet value = \(made)\nprint(value)", file: "failable.dep")
    #expect(result.output == "\(printed)\n", "\(result.errors)")
  }

  @Test func aValidLiteralPrintsAsAnOptional() async {
    let result = await runScript(
      "print(UUID(uuidString: \"00000000-0000-0000-0000-000000000007\"))", file: "failable.dep")
    #expect(result.output == "Optional(00000000-0000-0000-0000-000000000007)\n")
  }

  @Test func unwrappingNilStopsTheScriptAtTheBang() async throws {
    try await MarkedScript(
      marked: "let text = \"nope\"\nlet id = ⏵UUID(uuidString: text)!\nprint(id)"
    ).expectError(
      "Unexpectedly found nil while unwrapping an Optional value", malformed: false)
  }
}
