import DepplayLanguage
import Testing

/// A plain struct's own subscripts: found by their labels when they run, a getter with the
/// value as `self`, a setter whose changed `self` is written back to the place
/// (`Golden/struct-subscripts.dep` runs each form), and the overflow operators
/// (`Golden/overflow-operators.dep`).
@Suite struct StructSubscriptTests {
  @Test func aSetterChangesTheVarAndAGetterReadsIt() async {
    let result = await runScript(
      """
      struct Row {
        var cells = [1, 2, 3]
        subscript(i: Int) -> Int {
          get { cells[i] }
          set { cells[i] = newValue * 2 }
        }
        subscript(from start: Int, plus n: Int = 100) -> Int { cells[start] + n }
      }
      var row = Row()
      row[0] = 5
      row[2] += 1
      print(row[0], row[2], row.cells, row[from: 1, plus: 2], row[from: 2])
      """, file: "rows.dep")
    #expect(result.output == "10 8 [10, 2, 8] 4 108\n", "\(result.errors)")
  }

  @Test func assigningThroughAGetOnlySubscriptIsSwiftsError() async throws {
    try await MarkedScript(
      marked: "struct Row {\n  subscript(i: Int) -> Int { i }\n}\nvar row = Row()\n⏵row[1] = 2\n"
    ).expectError("cannot assign through subscript: subscript is get-only", malformed: false)
  }

  @Test func assigningThroughALetIsSwiftsError() async throws {
    try await MarkedScript(
      marked:
        "struct Row {\n  subscript(i: Int) -> Int { get { i } set {} }\n}\nlet row = Row()\n⏵row[1] = 2\n"
    ).expectError("cannot assign through subscript: 'row' is a 'let' constant", malformed: true)
  }

  @Test func argumentsNoSubscriptFitsAreSwiftsError() async throws {
    try await MarkedScript(
      marked: "struct Grid {\n  subscript(row r: Int) -> Int { r }\n}\nprint(⏵Grid()[column: 1])\n"
    ).expectError("incorrect argument label in subscript", malformed: false)
    try await MarkedScript(
      marked:
        "struct Grid {\n  subscript(row r: Int) -> Int { r }\n  subscript(i: Int) -> Int { i }\n}\nprint(⏵Grid()[1, 2])\n"
    ).expectError("no exact matches in call to subscript", malformed: false)
  }

  @Test func aSetterWithoutAGetterIsSwiftsError() async throws {
    try await MarkedScript(
      marked: "struct Row {\n  ⏵subscript(i: Int) -> Int { set {} }\n}\n"
    ).expectError("subscript with a setter must also have a getter", malformed: true)
  }

  @Test func aStaticOrGenericSubscriptIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "struct Row {\n  ⏵static subscript(i: Int) -> Int { i }\n}\n"
    ).expectError("the modifier 'static' on a subscript is not supported yet", malformed: true)
    try await MarkedScript(
      marked: "struct Row {\n  subscript⏵<T>(i: T) -> Int { 0 }\n}\n"
    ).expectError("a generic subscript is not supported yet", malformed: true)
  }

  @Test func aValueWithoutSubscriptsRefusesItsArguments() async throws {
    try await MarkedScript(marked: "let names = [\"a\"]\nprint(names[⏵0, 1])\n")
      .expectError("these subscript arguments fit no subscript", malformed: false)
  }

  @Test func theOverflowOperatorsWrapWhereTheOthersStop() async throws {
    let result = await runScript(
      "var n = Int.max\nn &+= 1\nprint(n, Int.min &- 1, Int.max &* 2)\n", file: "wrap.dep")
    #expect(
      result.output == "-9223372036854775808 9223372036854775807 -2\n", "\(result.errors)")
    try await MarkedScript(marked: "print(⏵1.5 &+ 2.0)\n")
      .expectError(
        "binary operator '&+' cannot be applied to two 'Double' operands", malformed: false)
  }

  @Test func theExportWritesTheSubscriptWithItsLabels() throws {
    let swift = try SwiftExporter.export(
      source:
        "struct Grid {\n  subscript(row r: Int, column: Int) -> Int { r + column }\n}\nprint(Grid()[row: 1, 2])\n",
      file: "grid.dep")
    #expect(swift.contains("  subscript(row r: Int, column: Int) -> Int {\n"), "\(swift)")
    #expect(swift.contains("Grid()[row: 1, 2]"), "\(swift)")
  }
}
