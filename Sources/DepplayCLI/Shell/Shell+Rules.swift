/// The handler of `.rule`.
extension Shell {
  func showRule(_ argument: String) {
    guard let book = library.rules else {
      return output.complain(
        "error: the rules (SEMANTICS.md) are not installed beside \(library.directory.path)\n")
    }
    guard !argument.isEmpty else {
      let lines = book.rules.map { "  \(String($0.number).leftPadded(to: 2))  \($0.statement)" }
      return output.say(fitted(lines.joined(separator: "\n") + "\n.rule N shows one in full.\n"))
    }
    let number = Int(argument.drop { $0 == "#" })
    guard let number, let rule = book.rule(number) else {
      let range = book.rules.map(\.number)
      return output.complain(
        "error: no rule '\(argument)'; the rules are numbered \(range.min() ?? 1)–\(range.max() ?? 1)\n"
      )
    }
    output.say(rule.rendered)
  }
}

extension String {
  /// The string with spaces before it, `width` characters in all.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
