import DepplayLanguage
import Testing

/// Tuples: `(a, b)` and `(name: a, count: b)`, read and assigned by position and label,
/// compared with `==`, and printed exactly as Swift prints them (measured with swiftc).
@Suite struct TupleTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "tuples.dep")
  }

  @Test func aTuplePrintsAsSwiftPrintsIt() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let pair = ("Blob", 42)
      print(pair)
      print((name: "Blob", count: 1), (1, b: 2.5), [(1, "x")])
      print("\\(pair)", [pair].count)
      for entry in ["a": 1] { print(entry) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output
        == """
        ("Blob", 42)
        (name: "Blob", count: 1) (1, b: 2.5) [(1, "x")]
        ("Blob", 42) 1
        (key: "a", value: 1)

        """)
  }

  @Test func aTupleStoredInAPropertyTakesTheLabelsOfItsDeclaredType() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Log {
        var entries: [(id: Int, text: String)] = []
        var last: (id: Int, text: String)? = nil
        func add(_ text: String) {
          entries.append((entries.count, text))
          last = (entries.count, text)
        }
      }
      let log = Log()
      log.add("a")
      log.add("b")
      print(log.entries.map(\\.id), log.entries[1].text, log.last?.id ?? -1)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[0, 1] b 2\n")
  }

  @Test func aTupleLiteralGivenToALabelledTypeIsSoLabelled() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let point: (x: Int, y: Int) = (1, 2)
      let rows: [(id: Int, name: String)] = [(1, "a")]
      let plain: (Int, Int) = (a: 1, b: 2)
      print(point, rows, plain, point.y, rows[0].name)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "(x: 1, y: 2) [(id: 1, name: \"a\")] (1, 2) 2 a\n")
  }

  @Test(
    "A type annotation's tuple labels",
    arguments: [
      (
        "(id: UUID, title: String)",
        TupleLabels.tuple(labels: ["id", "title"], elements: [nil, nil])
      ),
      (
        "[(a: Int, Int)]?", .optional(.elements(.tuple(labels: ["a", nil], elements: [nil, nil])))
      ),
      ("(Int, Int)", .tuple(labels: [nil, nil], elements: [nil, nil])),
      ("((Int) -> Int)?", nil), ("[String: (a: Int, b: Int)]", nil), ("Int", nil),
    ])
  func tupleLabels(annotation: String, labels: TupleLabels?) {
    #expect(TupleLabels(annotation: annotation) == labels)
  }

  @Test func aTupleOfACustomStringConvertibleStructPrintsItsDescription() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Badge: CustomStringConvertible {
        let level: Int
        var description: String { "badge \\(level)" }
      }
      print((Badge(level: 2), "x"), (rank: 1, badge: Badge(level: 3)))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "(badge 2, \"x\") (rank: 1, badge: badge 3)\n")
  }

  @Test func anElementIsReadAndAssignedByPositionOrByLabel() async {
    let (output, errors, succeeded) = await Self.run(
      """
      var point = (x: 1, y: 2)
      point.0 = 10
      point.y += 5
      let pair = ("Blob", 42)
      print(point.x, point.1, pair.0, pair.1)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "10 7 Blob 42\n")
  }

  @Test func twoTuplesAreEqualWhenTheirElementsAre() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let pair = ("Blob", 42)
      print(pair == ("Blob", 42), pair == ("Blob", 7), pair != ("Blob", 7))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true false true\n")
  }

  @Test func aLetTakesATupleApartAndUnderscoreSkipsAnElement() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let pair = ("Blob", 42)
      let (name, age) = pair
      var (_, count) = (name: "x", count: 1)
      count += age
      print(name, age, count)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Blob 42 43\n")
  }

  @Test func aPatternOfAnotherLengthStopsTheProgram() async {
    let (_, errors, succeeded) = await Self.run("let (a, b) = (1, 2, 3)")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "tuples.dep:1:1: error: a tuple pattern of 2 names cannot bind a value of type '(Int, Int, Int)'"
      ), "\(errors)")
  }

  @Test func aPositionPastTheLastElementIsNoField() async {
    let (_, errors, succeeded) = await Self.run("let pair = (1, 2)\nprint(pair.2)")
    #expect(!succeeded)
    #expect(errors.contains("tuples.dep:2:7: error:"), "\(errors)")
    #expect(
      errors.contains("value of tuple type '(Int, Int)' has no member '2'"), "\(errors)")
  }

  @Test func twoElementsWithOneLabelAreSwiftsError() async {
    let (_, errors, succeeded) = await Self.run("let t = (a: 1, a: 2)")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "tuples.dep:1:9: error: cannot create a tuple with a duplicate element label"),
      "\(errors)")
  }

  @Test func anEmptyTupleIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run("let nothing = ()")
    #expect(!succeeded)
    #expect(errors.contains("a tuple is not supported yet"), "\(errors)")
  }

  @Test func theExportWritesTuplesAsTheyAreWritten() throws {
    let swift = try SwiftExporter.export(
      source:
        "let pair: (String, Int) = (\"Blob\", 42)\nvar (a, _) = pair\na = \"x\"\n"
        + "print(a, pair.0, (name: pair.0, count: 1))",
      file: "tuples.dep")
    #expect(swift.contains("let pair: (String, Int) = (\"Blob\", 42)\n"), "\(swift)")
    #expect(swift.contains("var (a, _) = pair\n"), "\(swift)")
    #expect(swift.contains("print(a, pair.0, (name: pair.0, count: 1))"), "\(swift)")
  }
}
