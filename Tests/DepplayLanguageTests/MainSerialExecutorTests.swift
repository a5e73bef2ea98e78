import DepplayLanguage
import Testing

/// TCA's `uncheckedUseMainSerialExecutor = true` (ConcurrencyExtras' switch, which sends every
/// job of the global executor to the main actor, one at a time), as SyncUps' tests set it in a
/// suite's `init`: depplay's executor already runs jobs one at a time, in order, so setting it
/// runs and changes nothing; reading it is refused by name.
@Suite struct MainSerialExecutorTests {
  static let suite = """
    import ComposableArchitecture
    import Testing

    @MainActor
    struct FormTests {
      init() { uncheckedUseMainSerialExecutor = true }

      @Test func opens() async {
        #expect(1 + 1 == 2)
      }
    }
    """

  @Test func settingItInASuitesInitRunsAndChangesNothing() async {
    let result = await runScript(Self.suite, file: "form.swift")
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output.contains("✔ test opens() passed"), "\(result.output)")
  }

  @Test func itIsABool() async throws {
    try await MarkedScript(
      marked: Self.suite.replacingOccurrences(of: "= true", with: "= ⏵1")
    ).expectError("uncheckedUseMainSerialExecutor is a Bool", malformed: false)
  }

  @Test func readingItIsRefusedByName() async throws {
    let diagnostic = try await MarkedScript(marked: "print(⏵uncheckedUseMainSerialExecutor)\n")
      .expectError("reading 'uncheckedUseMainSerialExecutor' is not supported yet", malformed: true)
    #expect(diagnostic.notes.contains { $0.hasPrefix("setting it runs and changes nothing") })
  }

  /// The plain export writes it back for the real libraries; the default export's harness
  /// already runs jobs in order, so it leaves a comment.
  @Test func theExportWritesItBackOnlyWhenPlain() throws {
    let source = "uncheckedUseMainSerialExecutor = true\nprint(\"serial\")\n"
    let plain = try SwiftExporter.export(source: source, file: "serial.dep", style: .plain)
    #expect(plain.contains("  uncheckedUseMainSerialExecutor = true\n"), "\(plain)")
    let harnessed = try SwiftExporter.export(
      source: source, file: "serial.dep", style: .deterministic)
    #expect(
      harnessed.contains(
        "// uncheckedUseMainSerialExecutor = true: the harness runs jobs in order"),
      "\(harnessed)")
  }
}
