import DepplayLanguage
import Testing

/// The front end on Swift's grammar: SwiftParser reads the script, its syntax errors are
/// Swift's own at the script's places, depplay's commands are found before it, and Swift that
/// parses but that depplay does not run yet is refused by name, never as a syntax error.
@Suite struct SwiftFrontEndTests {
  @Test func swiftsSyntaxErrorIsRenderedAtItsPlaceWithACaret() async throws {
    let source = "dependency full { live: 1, test: 2 }\nprint(full\nprint(2)"
    let result = await Session().run(source: source, file: "bad.dep")
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected a syntax error")
      return
    }
    let rendered = DiagnosticRenderer(colored: false).render(
      diagnostic, in: SourceFile(name: "bad.dep", text: source))
    #expect(
      rendered == """
        bad.dep:2:11: error: expected ')' to end function call
        print(full
                  ^
        note: fix: insert ')'
        note: to match this opening '(' at 2:6

        """)
  }

  /// An invalid character between a space and an `=` (or an `=` and a space) made the
  /// toolchain's diagnostics generator stop the process (a Fix-It with no change); it is
  /// Swift's "invalid character" error at the character's place.
  @Test(arguments: [
    ("let y \u{1}= 1", "1:7"), ("let y =\u{1} 1", "1:8"), ("let y \u{FFFD}= 1", "1:7"),
    ("let y \u{1}=\u{1} 1", "1:7"),
  ])
  func anInvalidCharacterBesideAnEqualSignIsSwiftsErrorNotACrash(
    source: String, place: String
  ) async {
    let result = await Session().run(source: source, file: "bad.dep")
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected a syntax error")
      return
    }
    #expect(diagnostic.message == "invalid character in source file")
    #expect(diagnostic.range.start.description == place)
  }

  /// A pasted script keeps its import lines: depplay's own modules (and SwiftUI's, so the
  /// paste's model still runs) need nothing; any other module, or an `import` below the top
  /// level, is refused by name at its place.
  @Test func importLinesOfDepplaysModulesRunNothingAndOthersAreRefusedByName() async throws {
    let imports = ImportableModule.allCases.map { "import \($0.rawValue)" }
    let result = await Session().run(
      source: (imports + ["import struct Foundation.Date", "print(1)"])
        .joined(separator: "\n"), file: "imports.dep")
    #expect(result.output == ["1"], "\(result.status)")
    try await MarkedScript(marked: "import ⏵UIKit\nprint(1)").expectError(
      "no such module 'UIKit' in depplay", malformed: true)
    try await MarkedScript(marked: "Task {\n  ⏵import Foundation\n}").expectError(
      "declaration is only valid at file scope", malformed: true)
  }

  @Test(arguments: ["\r\n", "\r"])
  func errorsAfterTheFirstLineHaveTheirLineWithEveryLineEnd(lineEnd: String) async throws {
    let lines = ["dependency full { live: 1, test: 2 }", "print(full)", "print(ful)"]
    try await MarkedScript(marked: lines.joined(separator: lineEnd)).expectError(
      "cannot find 'ful' in scope", malformed: true)
    let result = await Session().run(source: lines.joined(separator: lineEnd), file: "x.dep")
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected an error")
      return
    }
    #expect(diagnostic.range.start.description == "3:7")
    let rendered = DiagnosticRenderer(colored: false).render(
      diagnostic, in: SourceFile(name: "x.dep", text: lines.joined(separator: lineEnd)))
    #expect(rendered.contains("\nprint(ful)\n      ^~~\n"))
  }

  @Test(arguments: ["\r\n", "\r"])
  func scriptsWithOtherLineEndsRunAsWithNewlines(lineEnd: String) async {
    let source = ["dependency full { live: 1, test: 2 }", "context test", "print(full)"]
      .joined(separator: lineEnd)
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["2"])
  }

  struct Pasted: Sendable, CustomTestStringConvertible {
    var source: String
    var message: String
    var testDescription: String { message }
  }

  /// The forms learners paste from swift-dependencies' and TCA's documentation: each parses,
  /// and is refused by name where depplay does not run it yet.
  @Test(arguments: [
    Pasted(
      source: "struct User: Equatable { var name = \"\"\n  ⏵class Cell {} }",
      message: "this member ('class Cell {}') in a plain struct is not supported yet"),
    Pasted(
      source: "let number = 1\nTask { [⏵weak number] in print(number) }",
      message: "a 'weak' capture is not supported yet"),
    Pasted(
      source: "for await _ in ⏵[1] { print(1) }",
      message: "'for await' over this sequence ('[1]') is not supported yet"),
  ])
  func pastedSwiftIsRefusedByName(_ pasted: Pasted) async throws {
    let diagnostic = try await MarkedScript(marked: pasted.source).expectError(
      pasted.message, malformed: true)
    #expect(!diagnostic.notes.isEmpty)
  }

  @Test func aKeyTypeWithoutItsPropertyIsRefusedWithThePropertyToWrite() async throws {
    let diagnostic = try await MarkedScript(
      marked: "enum ⏵NumberKey: DependencyKey { static let liveValue = 1 }"
    ).expectError("'NumberKey' has no property in 'extension DependencyValues'", malformed: true)
    #expect(diagnostic.notes.first?.contains("var number: …") == true)
  }

  @Test func aPropertyWithoutItsKeyTypeIsRefused() async throws {
    try await MarkedScript(
      marked:
        "extension DependencyValues {\n  var number: Int {\n    ⏵get { self[NumberKey.self] }\n"
        + "    set { self[NumberKey.self] = newValue }\n  }\n}"
    ).expectError("cannot find key type 'NumberKey' in scope", malformed: true)
  }

  @Test func aGetOnlyPropertyIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "enum NumberKey: DependencyKey { static let liveValue = 1 }\n"
        + "extension DependencyValues {\n  var number: Int {\n    ⏵get { self[NumberKey.self] }\n  }\n}"
    ).expectError(
      "without 'set { self[NumberKey.self] = newValue }' is not supported yet", malformed: true)
  }

  @Test func aDependencyWithATypeAnnotationRuns() async {
    let source = """
      dependency number { live: 1, test: 2 }
      @Dependency(\\.number) var value: Int
      let doubled: Int = value + value
      print(doubled)
      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["2"])
  }

  // MARK: Commands

  @Test func commandWordsInsideStringsAndAsClosureParametersAreNotCommands() async {
    let source = """
      dependency full { live: 1, test: 2 }
      print("dependency x { live: 1 }")
      print("why full")
      let show = { dependency in print(dependency) }
      show(3)
      let context = 4
      print(context)
      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(result.output == ["dependency x { live: 1 }", "why full", "3", "4"])
  }

  @Test func commandsInsideClosuresStayCommands() async {
    let source = """
      dependency full { live: 1, test: 2 }
      withDependencies { $0.full = 5 } operation: {
        why full
      }
      """
    let result = await Session().run(source: source, file: "x.dep")
    let printed = TerminalRenderer(colored: false).render(result).standardOutput
    #expect(printed == "why: full = 5 — overridden by withDependencies at x.dep:2:1\n")
  }

  @Test func aDependencyDeclarationKeepsItsPlacesAcrossLines() async throws {
    try await MarkedScript(
      marked: "dependency full {\n  live: 1,\n  ⏵tset: 2\n}"
    ).expectError("unknown value 'tset' in a dependency declaration", malformed: true)
  }

  @Test func aDependencyWithoutBracesIsRefusedAtItsPlace() async throws {
    try await MarkedScript(marked: "dependency full ⏵live: 1").expectError(
      "expected '{' to list the key's values", malformed: true)
  }

  // MARK: Hostile input

  /// SwiftParser's time grows exponentially with nested `[` (20 took minutes), so the
  /// pre-pass refuses a ninth before SwiftParser sees the script.
  @Test func deeplyNestedSquareBracketsAreRefusedBeforeSwiftParserSeesThem() async throws {
    let nested =
      "let x = " + String(repeating: "[(x: [", count: 3) + "[[⏵" + String(repeating: "[", count: 20)
    try await MarkedScript(marked: nested).expectError(
      "nesting too deep (more than 8 '[' open at once)", malformed: true)
  }

  @Test func eightNestedListsStillRun() async {
    let nested = String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8)
    let result = await Session().run(source: "print(\(nested))", file: "x.dep")
    #expect(result.output == ["[[[[[[[[1]]]]]]]]"])
  }
}
