import Foundation

/// The rules of SEMANTICS.md, by number.
///
/// A rule starts at a line `N. …` (its one-line statement, usually in bold) and runs until the
/// next rule or the next `##` heading; the lines indented under it are its details.
struct RuleBook: Sendable, Equatable {
  /// The rules, in order.
  let rules: [Rule]

  /// The rule numbered `number`.
  func rule(_ number: Int) -> Rule? { rules.first { $0.number == number } }

  /// The numbers of every rule.
  var numbers: Set<Int> { Set(rules.map(\.number)) }

  /// Reads the rule book at `url`; nil if it cannot be read.
  static func load(from url: URL) -> RuleBook? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return parse(text)
  }

  /// Parses SEMANTICS.md's text.
  static func parse(_ text: String) -> RuleBook {
    var rules: [Rule] = []
    var section = ""
    var current: (number: Int, statement: String, section: String, lines: [Substring])?
    func finish() {
      guard let rule = current else { return }
      let lines = rule.lines.drop { $0.allSatisfy(\.isWhitespace) }
      let indent = String(rule.number).count + 2  // details line up after `N. `
      let details = lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) }
        .joined(separator: "\n")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      rules.append(
        Rule(
          number: rule.number, statement: rule.statement, details: details, section: rule.section))
      current = nil
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        finish()
        section = line.drop { $0 == "#" || $0 == " " }.trimmingCharacters(in: .whitespaces)
      } else if let (number, statement) = ruleStart(line) {
        finish()
        current = (number, statement, section, [])
      } else {
        current?.lines.append(line)
      }
    }
    finish()
    return RuleBook(rules: rules)
  }

  /// `16. **Statement.**` → (16, "Statement."); `9.` alone (a table follows) → (9, "").
  private static func ruleStart(_ line: Substring) -> (Int, String)? {
    let digits = line.prefix { $0.isNumber }
    guard let number = Int(digits) else { return nil }
    let rest = line.dropFirst(digits.count)
    guard rest == "." || rest.hasPrefix(". ") else { return nil }
    let statement = rest.dropFirst().trimmingCharacters(in: .whitespaces)
      .replacingOccurrences(of: "**", with: "")
    return (number, statement)
  }
}
