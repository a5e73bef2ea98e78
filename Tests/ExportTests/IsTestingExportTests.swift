import DepplayLanguage
import Testing

/// `isTesting` in the export: the deterministic program runs its tests itself, in one
/// process, so it asks the script which code a test runs (`script.isTesting`); the plain one
/// writes IssueReporting's `isTesting`, as a learner would.
@Suite struct IsTestingExportTests {
  let source = "print(isTesting)\n@Test func launch() {\n  print(isTesting)\n}\n"

  @Test func theDeterministicExportAsksTheScript() throws {
    let swift = try SwiftExporter.export(source: source, file: "t.dep", style: .deterministic)
    #expect(swift.components(separatedBy: "print(script.isTesting)").count == 3, "\(swift)")
  }

  /// Without its test: `--plain` refuses `@Test` by name.
  @Test func thePlainExportWritesIsTesting() throws {
    let swift = try SwiftExporter.export(
      source: "print(isTesting)\n", file: "t.dep", style: .plain)
    #expect(!swift.contains("script.isTesting"), "\(swift)")
    #expect(swift.contains("  print(isTesting)\n"), "\(swift)")
  }
}
