import DepplaySyntax

/// Navigation stacks, written as The Composable Architecture's code is without its macros:
/// `StackState<Detail.State>()`, `.forEach(\.path, action: /Action.path) { Detail() }`, and a
/// test store's `receive` of a case, whose key path (`\.path.popFrom`) becomes a pattern.
extension ProgramWriter {
  /// `StackState<Detail.State>()` as the script writes it (the parser keeps no element type,
  /// which Swift needs): the literal's own text.
  package func stackStateLiteral(range: SourceRange) -> String {
    source.text(of: range).filter { !$0.isWhitespace }
  }

  /// The arguments of `store.receive(\.path.popFrom) { … }`: the library's `receive` given
  /// a match of the action's case, and the assertion labelled (swift-format wants no
  /// trailing closure after a closure argument):
  /// `({ if case .path(.popFrom) = $0 { true } else { false } }, assert: { … })`.
  package mutating func receiveArguments(matching path: [String], assert trailing: ClosureLiteral?)
    throws(ExportError) -> String
  {
    guard let trailing else { return "(" + casePattern(path) + ")" }
    let assertion = try closure(trailing, isAsync: false, returnsValue: false)
      .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
    return "(\n  \(casePattern(path)),\n  assert: \(assertion))"
  }

  /// A match of an action's case: `{ if case .path(.popFrom) = $0 { true } else { false } }`.
  private func casePattern(_ path: [String]) -> String {
    "{ if case \(CaseKeyPathAction.written(path)) = $0 { true } else { false } }"
  }
}
