import DepplayLanguage
import Testing

/// The store layer's presentation dependencies have no Swift export yet: a script reading
/// them is refused at the read, with the reason, never exported to Swift that does not
/// compile.
@Suite struct StoreLayerKeyExportTests {
  @Test(arguments: ["dismiss", "isPresented"])
  func aReadOfAPresentationDependencyIsRefusedAtTheRead(_ name: String) {
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: "context test\nprint(\(name))", file: "x.dep")
    }
    #expect(
      error?.diagnostic.message
        == "the store layer's dependency '\(name)' cannot be exported: the exporter writes it "
        + "only as a feature's @Dependency property")
    #expect(error?.diagnostic.range.start.line == 2)
    #expect(error?.diagnostic.range.start.column == 7)
  }

  /// `await dismiss()` names the script's line in the library's message, as the interpreter
  /// does (so the export prints the same), and is a hosted call; plainly, TCA's `dismiss()`.
  @Test func callingAFeaturesDismissNamesTheScriptsLine() throws {
    let source = """
      struct Editor: Reducer {
        struct State: Equatable { var text = "" }
        enum Action: Equatable { case saveTapped }
        @Dependency(\\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            return .run { _ in await dismiss() }
          }
        }
      }
      """
    let exported = try SwiftExporter.export(source: source, file: "x.dep")
    #expect(exported.contains("await script.dismiss(self.dismiss, at: \"x.dep:7\")"))
    let plain = try SwiftExporter.export(source: source, file: "x.dep", style: .plain)
    #expect(plain.contains("await self.dismiss()"))
  }
}
