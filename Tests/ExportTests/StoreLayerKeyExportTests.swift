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
        == "the store layer's dependency '\(name)' cannot be exported: it belongs to "
        + "ComposableRuntime, whose export is not written yet")
    #expect(error?.diagnostic.range.start.line == 2)
    #expect(error?.diagnostic.range.start.column == 7)
  }
}
