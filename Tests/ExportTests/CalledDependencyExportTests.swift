import DepplayLanguage
import Testing

/// The calls of dependencies the default export cannot print as depplay does, refused by name
/// at the call whatever the local is named: `await later { … }` through
/// `@Dependency(\.fireAndForget)` (the runtime starts the work's task, which the exported
/// program cannot make a unit labelled as depplay's) and an assertion's; `--plain` writes
/// them as they are.
@Suite struct CalledDependencyExportTests {
  static let source = """
    struct Greeter {
      @Dependency(\\.fireAndForget) var soon
      func greet() async {
        await soon { print("in work") }
      }
    }
    await Greeter().greet()
    """

  @Test func theDefaultExportRefusesTheCallByName() {
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: Self.source, file: "fire.dep")
    }
    #expect(
      error?.diagnostic.message
        == "the call of 'soon' cannot be exported: the runtime starts its work's task, which"
        + " the exported program cannot label as depplay does; depplay swift --plain writes it")
    #expect(error?.diagnostic.range.start.line == 4)
  }

  @Test func thePlainExportWritesTheCall() throws {
    let exported = try SwiftExporter.export(source: Self.source, file: "fire.dep", style: .plain)
    #expect(exported.contains("  @Dependency(\\.fireAndForget) var soon\n"))
    #expect(exported.contains("    await soon { print(\"in work\") }\n"))
  }

  /// An assertion dependency's call too: live, the exported program would trap where depplay
  /// stops the script with a located error.
  @Test func anAssertionsCallIsRefusedByNameToo() {
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(
        source: "func reserve(_ n: Int) {\n  @Dependency(\\.assert) var check\n"
          + "  check(n > 0, \"positive\")\n}\nreserve(1)\n", file: "assert.dep")
    }
    #expect(
      error?.diagnostic.message
        == "the call of 'check' cannot be exported: live, a failed check would trap the"
        + " exported program where depplay stops the script with an error; depplay swift"
        + " --plain writes it")
    #expect(error?.diagnostic.range.start.line == 3)
  }
}
