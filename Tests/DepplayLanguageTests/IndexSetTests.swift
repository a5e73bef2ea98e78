import DepplayLanguage
import Testing

/// Foundation's `IndexSet`, as SwiftUI's `onDelete` and `onMove` hand one to a feature: made
/// by `IndexSet(integer:)`, `IndexSet([…])` or `IndexSet()`, printed as Foundation prints it,
/// walked in ascending order, and taken by an identified array's `remove(atOffsets:)` and
/// `move(fromOffsets:toOffset:)`, with the libraries' semantics (measured on the real ones).
@Suite struct IndexSetTests {
  static let rows = """
    struct Row: Identifiable, Equatable { let id: Int }
    var rows: IdentifiedArrayOf<Row> = [Row(id: 10), Row(id: 11), Row(id: 12), Row(id: 13), Row(id: 14)]

    """

  @Test func itIsMadePrintedAndWalkedAsFoundationsIs() async {
    let result = await runScript(
      """
      import Foundation
      let one = IndexSet(integer: 2)
      print(one)
      let many = IndexSet([5, 1, 3, 1])
      print(many)
      for position in many { print(position) }
      print(IndexSet())

      """, file: "positions.swift")
    // What the same program prints built with swiftc.
    #expect(result.output == "1 indexes\n3 indexes\n1\n3\n5\n0 indexes\n", "\(result.errors)")
  }

  @Test func moveFromOffsetsPutsTheElementsBeforeTheDestination() async {
    let result = await runScript(
      Self.rows + """
        rows.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        print(rows.map(\\.id))
        rows.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        print(rows.map(\\.id))
        rows.remove(atOffsets: IndexSet([0, 4]))
        print(rows.map(\\.id))

        """, file: "rows.swift")
    // What TCA's IdentifiedArray gives (swift-identified-collections).
    #expect(
      result.output == "[11, 13, 10, 12, 14]\n[14, 11, 13, 10, 12]\n[11, 13, 10]\n",
      "\(result.errors)")
  }

  @Test func aMovePastTheEndStopsTheProgram() async throws {
    try await MarkedScript(
      marked: Self.rows + "⏵rows.move(fromOffsets: IndexSet(integer: 1), toOffset: 6)\n"
    ).expectError("Index out of range", malformed: false)
  }

  @Test func aPlainArrayHasNoMove() async {
    // Swift on Linux: "value of type '[Int]' has no member 'move'" (SwiftUI adds it elsewhere).
    let result = await runScript(
      "import Foundation\nvar plain = [1, 2, 3]\n"
        + "plain.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)\n", file: "plain.swift")
    #expect(!result.succeeded)
    #expect(result.errors.contains("has no method 'move'"), "\(result.errors)")
  }

  @Test func aNegativePositionIsRefused() async throws {
    try await MarkedScript(marked: "import Foundation\nlet bad = ⏵IndexSet(integer: -1)\n")
      .expectError("IndexSet", malformed: false)
  }

  @Test func theExportWritesTheCallsBack() throws {
    let script = Self.rows + "rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)\n"
    for style in [SwiftExporter.Style.deterministic, .plain] {
      let swift = try SwiftExporter.export(source: script, file: "rows.swift", style: style)
      #expect(swift.contains("rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)"))
      #expect(
        swift.contains("import Foundation") || swift.contains("import ComposableArchitecture"))
    }
  }
}
