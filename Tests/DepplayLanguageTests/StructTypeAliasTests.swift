import DepplayLanguage
import Testing

/// A `typealias` inside a plain struct: a name for the struct's annotations, written back by
/// the export.
@Suite struct StructTypeAliasTests {
  @Test func aStructsTypealiasNamesATypeForItsAnnotationsAndIsExported() async throws {
    let source = """
      struct Player {
        typealias Score = Int
        var scores: [Score]
      }
      print(Player(scores: [1, 2]))
      """
    let (output, errors, succeeded) = await runScript(source, file: "alias.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "Player(scores: [1, 2])\n")
    let swift = try SwiftExporter.export(source: source, file: "alias.dep")
    #expect(swift.contains("struct Player {\n  typealias Score = Int\n  var scores: [Score]\n"))
  }
}
