/// One numbered rule of SEMANTICS.md: how swift-dependencies resolves a value, as depplay
/// teaches it.
struct Rule: Sendable, Equatable {
  /// Its number, as lessons (`Teaches: rules 16, 22`) and test names cite it.
  let number: Int
  /// Its one-line statement: the rule's first line, without Markdown emphasis.
  let statement: String
  /// Everything written under it: details, evidence, how depplay shows it, the tests.
  let details: String
  /// The heading of its section, e.g. `6. Where overrides reach`.
  let section: String

  /// The rule as `.rule N` prints it.
  var rendered: String {
    var text = "Rule \(number) (§\(section)): \(statement)\n"
    if !details.isEmpty { text += "\n" + details + "\n" }
    return text
  }
}
