import DepplaySyntax

/// Alerts, written as The Composable Architecture's code is:
/// `AlertState { TextState("…") } actions: { ButtonState(…) { … } } message: { … }`.
extension ProgramWriter {
  /// `AlertState { title } actions: { buttons } message: { text }`, each closure a result
  /// builder's list written one expression a line (never a `return`, which would turn the
  /// builder off), whether the script gave the title as the trailing closure or as `title:`.
  package mutating func alertStateCall(
    arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(ExportError) -> String {
    var closures: [(label: String?, closure: ClosureLiteral)] = trailing.map { [(nil, $0)] } ?? []
    for argument in arguments {
      guard case .closure(let closure) = argument.value else {
        throw ExportError(
          "this AlertState", because: "its title, actions and message are closures", at: range)
      }
      closures.append((argument.label, closure))
    }
    var text = "AlertState"
    for (index, part) in closures.enumerated() {
      let label = index == 0 ? "" : " \(part.label ?? ""):"
      // swift-format wants each of several trailing closures on lines of its own.
      text += label + " " + (try builderClosure(part.closure, inline: closures.count == 1))
    }
    return text
  }

  /// `{ … }` listing a result builder's values, one a line (one short value on the braces'
  /// line, when `inline`).
  private mutating func builderClosure(_ closure: ClosureLiteral, inline: Bool)
    throws(ExportError) -> String
  {
    var lines: [String] = []
    for statement in closure.body.statements {
      guard case .expression(let value) = statement else {
        throw ExportError(
          "this statement", because: "an alert's closures list values", at: statement.range)
      }
      lines += try expression(value, wantsValue: true).split(separator: "\n").map {
        "  " + $0
      }
    }
    if inline, lines.count == 1, lines[0].count <= 62 { return "{ " + lines[0].dropFirst(2) + " }" }
    return "{\n" + lines.joined(separator: "\n") + "\n}"
  }
}
