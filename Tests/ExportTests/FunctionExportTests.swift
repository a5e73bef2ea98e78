import DepplayLanguage
import Testing

/// Top-level functions and `_ = value` in the export: global functions with their labels,
/// defaults and effects, written before `script.run`; a function that reads a top-level `let`,
/// and code above a top-level `let` that reads it, refused by name (the export holds the script's statements in `script.run { … }`).
@Suite struct FunctionExportTests {
  func export(_ text: String, style: SwiftExporter.Style = .deterministic) throws -> String {
    try SwiftExporter.export(source: text, file: "funcs.dep", style: style)
  }

  @Test func aFunctionIsWrittenAsAGlobalFunctionBeforeTheStatements() throws {
    let swift = try export(
      """
      print(try await twice(by: 2))
      func twice(_ n: Int = 1, by factor: Int) async throws -> Int { n * factor }
      _ = try await twice(3, by: 1)
      """)
    let function = try #require(
      swift.range(of: "func twice(_ n: Int = 1, by factor: Int) async throws -> Int {\n"))
    let run = try #require(swift.range(of: "script.run {"))
    #expect(function.upperBound < run.lowerBound)
    #expect(swift.contains("  return n * factor\n}"))
    #expect(swift.contains("  _ = try await twice(3, by: 1)\n"))
  }

  /// `reportIssue("…")` is IssueReporting's function, which the runtime re-exports: written
  /// as the script writes it; `Issue.record("…")` (Swift Testing's) is written as it too, since
  /// the exported program's tests are its harness's (`Golden/report-issue.dep` runs both).
  @Test func reportIssueIsWrittenAsItIsAndIssueRecordAsIt() throws {
    let swift = try export(
      "reportIssue(\"no network \\(1)\")\n@Test func t() {\n  Issue.record(\"no rows\")\n}\n")
    #expect(swift.contains("  reportIssue(\"no network \\(1)\")\n"))
    #expect(swift.contains("reportIssue(\"no rows\")"))
    #expect(!swift.contains("Issue.record"))
  }

  @Test func aPlainExportWritesTheFunctionAndTheDiscard() throws {
    let swift = try export(
      "func noisy() -> Int { 1 }\n_ = noisy()\n", style: .plain)
    #expect(swift.contains("func noisy() -> Int {\n  return 1\n}"))
    #expect(swift.contains("  _ = noisy()\n"))
  }

  /// A closure's parameter (or a function's own local) named like a top-level `let` is the
  /// closure's: the function reads nothing of the top level, and is exported.
  @Test func aNameThatHidesATopLevelLetIsNotReadFromTheTopLevel() throws {
    let swift = try export(
      """
      let value = 10
      func doubled(_ numbers: [Int]) -> [Int] {
        numbers.map { value in value * 2 }
      }
      func labels(_ numbers: [Int]) -> [String] {
        var texts: [String] = []
        for value in numbers { texts.append("#\\(value)") }
        return texts
      }
      print(doubled([1]), labels([2]), value)
      """)
    #expect(swift.contains("func doubled(_ numbers: [Int]) -> [Int] {"))
    #expect(swift.contains("func labels(_ numbers: [Int]) -> [String] {"))
  }

  @Test func aFunctionThatReadsATopLevelLetIsRefusedByName() throws {
    let error = #expect(throws: ExportError.self) {
      try export("let base = 10\nfunc add(_ x: Int) -> Int { x + base }\nprint(add(1))\n")
    }
    #expect(
      error?.diagnostic.message
        == "the function 'add' cannot be exported: it reads the script's top-level 'base',"
        + " which the export declares inside script.run { … }")
  }

  /// A type's member or a closure above a top-level constant that reads it: the export holds
  /// the constant in the block that runs the statements, so both exports refuse it by name.
  @Test func aReadAboveATopLevelDeclarationIsRefusedByNameInBothExports() throws {
    let source = """
      struct Banner {
        static let text = "[\\(title)]"
      }
      let title = "news"
      print(Banner.text)
      """
    for style in [SwiftExporter.Style.deterministic, .plain] {
      let error = #expect(throws: ExportError.self) { try export(source, style: style) }
      #expect(
        error?.diagnostic.message
          == "reading the top-level 'title' above its declaration cannot be exported: the export"
          + " declares the script's top-level constants and variables in the block that runs"
          + " its statements, out of reach of the code above it")
      #expect(error?.diagnostic.range.start.line == 2)
    }
  }
}
