import DepplaySyntax

/// Navigation stacks, written as The Composable Architecture's code is:
/// `StackState<Detail.State>()` and `.forEach(\.path, action: \.path) { Detail() }`.
extension ProgramWriter {
  /// `StackState<Detail.State>()` as the script writes it (the parser keeps no element type,
  /// which Swift needs): the literal's own text.
  package func stackStateLiteral(range: SourceRange) -> String {
    source.text(of: range).filter { !$0.isWhitespace }
  }
}
