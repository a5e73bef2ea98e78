/// Navigation stacks, written as The Composable Architecture's code is without its macros:
/// `StackState<Detail.State>()`, `.forEach(\.path, action: /Action.path) { Detail() }`, and a
/// test store's `receive` of a case, whose key path (`\.path.popFrom`) becomes a pattern.
extension ProgramWriter {
  /// `StackState<Detail.State>()` as the script writes it (the parser keeps no element type,
  /// which Swift needs): the literal's own text.
  func stackStateLiteral(range: SourceRange) -> String {
    source.text(of: range).filter { !$0.isWhitespace }
  }

  /// `.forEach(\.path, action: \.path) { Detail() }`: the stack `forEach` of
  /// ComposableRuntime, its case key path written `/Action.path`.
  mutating func stackForEach(
    on base: Expression, _ arguments: [Argument], element: ClosureLiteral, range: SourceRange
  ) throws(ExportError) -> String {
    guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "action",
      case .keyPath(let state, _) = arguments[0].value, state.count == 1,
      case .keyPath(let action, _) = arguments[1].value, action.count == 1,
      element.body.statements.count == 1, case .expression(let inner) = element.body.statements[0]
    else {
      throw ExportError(
        "this forEach", because: "it is not .forEach(\\.path, action: \\.path) { Element() }",
        at: range)
    }
    let written = try reducer(base)
    // After a closure's closing brace the modifier lines up with it, as swift-format wants.
    let indent = written.contains("\n") ? "" : "  "
    return written + "\n\(indent).forEach(\\.\(state[0]), action: /Action.\(action[0])) { "
      + (try reducer(inner)) + " }"
  }

  /// The arguments of `store.receive(\.path.popFrom) { … }`: the library's `receive` given
  /// a match of the action's case, and the assertion labelled (swift-format wants no
  /// trailing closure after a closure argument):
  /// `({ if case .path(.popFrom) = $0 { true } else { false } }, assert: { … })`.
  mutating func receiveArguments(matching path: [String], assert trailing: ClosureLiteral?)
    throws(ExportError) -> String
  {
    guard let trailing else { return "(" + casePattern(path) + ")" }
    let assertion = try closure(trailing, isAsync: false, returnsValue: false)
      .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
    return "(\n  \(casePattern(path)),\n  assert: \(assertion))"
  }

  /// A match of an action's case: `{ if case .path(.popFrom) = $0 { true } else { false } }`.
  private func casePattern(_ path: [String]) -> String {
    let pattern = path.reversed().reduce("") { inner, name in
      inner.isEmpty ? "." + name : ".\(name)(\(inner))"
    }
    return "{ if case \(pattern) = $0 { true } else { false } }"
  }
}
