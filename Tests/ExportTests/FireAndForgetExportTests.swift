import DepplayLanguage
import Testing

/// `await later { … }` through `@Dependency(\.fireAndForget)`: the default export refuses it
/// by name at the call (the runtime starts the work's task, which the exported program
/// cannot make a unit labelled as depplay's), whatever the local is named; `--plain` writes
/// it as it is.
@Suite struct FireAndForgetExportTests {
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
}
