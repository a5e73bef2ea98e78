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

  /// `.cancellable(id:)` and `.cancel(id:)` export as written, except with an ID Swift cannot
  /// type (an implicit member, for a generic parameter).
  @Test func cancellationExportsAsWrittenUnlessSwiftCannotTypeTheID() throws {
    func feature(_ effect: String) -> String {
      """
      struct F: Reducer {
        struct State: Equatable { var n = 0 }
        enum Action: Equatable { case go }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            return \(effect)
          }
        }
      }
      """
    }
    let exported = try SwiftExporter.export(
      source: feature(".run { _ in }.cancellable(id: \"t\", cancelInFlight: true)"), file: "x.dep")
    #expect(exported.contains(".cancellable(id: \"t\", cancelInFlight: true)"))
    #expect(
      try SwiftExporter.export(source: feature(".cancel(id: 1)"), file: "x.dep")
        .contains("return .cancel(id: 1)"))
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: feature(".cancel(id: .go)"), file: "x.dep")
    }
    #expect(error?.diagnostic.message.hasPrefix("this effect cannot be exported") == true)
    #expect(error?.diagnostic.range.start.line == 6)
  }
}
