import Foundation
import LineEditing
import Testing

@testable import DepplayCLI

@Suite struct RuleBookTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let book = RuleBook.load(from: repository.appendingPathComponent("SEMANTICS.md"))

  @Test("SEMANTICS.md states rules 1 to 32, each in one line, in its numbered section")
  func everyRuleIsStated() throws {
    let book = try #require(Self.book)
    #expect(book.rules.map(\.number) == Array(1...32))
    for rule in book.rules {
      #expect(!rule.statement.isEmpty && !rule.statement.contains("**"), "rule \(rule.number)")
      #expect(rule.section.first?.isNumber == true, "rule \(rule.number): \(rule.section)")
    }
    #expect(book.rule(24)?.section == "6. Where overrides reach")
    #expect(book.rule(9)?.details.contains("| `TestDependencyKey` only |") == true)
  }

  @Test("Every rule says what the library does, how depplay shows it, and which tests pin it")
  func everyRuleHasEvidenceAndTests() throws {
    let book = try #require(Self.book)
    let testSources = try runtimeTestSources()
    for rule in book.rules {
      #expect(rule.details.contains("- Evidence:"), "rule \(rule.number)")
      #expect(rule.details.contains("- In depplay:"), "rule \(rule.number)")
      let pinned = try #require(
        rule.details.range(of: "- Pinned by:").map { rule.details[$0.upperBound...] },
        "rule \(rule.number) names no test")
      let names = pinned.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
        .map(\.element).filter { $0.contains(".") }
      #expect(!names.isEmpty, "rule \(rule.number) names no test")
      for name in names {
        let parts = name.split(separator: ".")
        #expect(
          testSources.contains("struct \(parts[0])") && testSources.contains("func \(parts[1])("),
          "rule \(rule.number) cites \(name), which is not a test in DependencyRuntimeTests")
      }
    }
  }

  @Test("A rule is its statement up to the next rule or heading, details unindented")
  func parsing() {
    let book = RuleBook.parse(
      "# Title\nIntro.\n## 1. First\n1. **One.**\n\n   More about one.\n   - Evidence: e\n"
        + "2. Two.\n## 2. Second\n10. **Ten.**\n    Detail.\n")
    #expect(
      book.rules == [
        Rule(
          number: 1, statement: "One.", details: "More about one.\n- Evidence: e",
          section: "1. First"),
        Rule(number: 2, statement: "Two.", details: "", section: "1. First"),
        Rule(number: 10, statement: "Ten.", details: "Detail.", section: "2. Second"),
      ])
  }

  @Test(".rule N prints a rule; .rule lists them; an unknown number says which exist")
  func ruleCommand() {
    let captured = CapturedOutput()
    let shell = Shell(
      reader: ScriptedLineReader(lines: [".rule 16", ".rule", ".rule 99"]),
      output: captured.output,
      configuration: Shell.Configuration(
        colored: false, interactive: false,
        lessonsDirectory: Self.repository.appendingPathComponent("lessons")))
    _ = shell.run()
    let text = captured.standardOutput
    #expect(text.hasPrefix("Rule 16 (§4. `@Dependency`): Each read merges captured and current"))
    #expect(text.contains("- Pinned by: `DependencyWrapperRules.readsMerge`"))
    #expect(text.contains("\n   1  All dependency values travel in one task-local"))
    #expect(text.contains("\n  32  Work that outlives its test"))
    #expect(captured.standardError == "error: no rule '99'; the rules are numbered 1–32\n")
  }

  @Test("The walkthrough lists the rules a lesson teaches with their statements")
  func walkthroughShowsTheRules() throws {
    let book = try #require(Self.book)
    let text = LessonWalk.teaches([16, 24], from: book)
    #expect(
      text == """
        Teaches:
          rule 16: \(book.rule(16)!.statement)
          rule 24: \(book.rule(24)!.statement)
        (.rule N shows a rule in full)


        """)
    #expect(LessonWalk.teaches([3], from: nil) == "Teaches: rules 3\n\n")
  }

  @Test("No file of the project refers to documents outside the repository")
  func nothingPointsOutside() throws {
    let outside = ["../" + "shared", "/work/" + "shared"]
    let manager = FileManager.default
    let enumerator = try #require(manager.enumerator(atPath: Self.repository.path))
    var offenders: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasPrefix(".build") || path.hasPrefix(".git") || path.hasPrefix(".swiftpm") {
        enumerator.skipDescendants()
        continue
      }
      let url = Self.repository.appendingPathComponent(path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      if outside.contains(where: text.contains) { offenders.append(path) }
    }
    #expect(offenders == [])
  }

  private func runtimeTestSources() throws -> String {
    let directory = Self.repository.appendingPathComponent("Tests/DependencyRuntimeTests")
    let files = try #require(FileManager.default.enumerator(atPath: directory.path))
    var text = ""
    while let path = files.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      text += try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }
    return text
  }
}
