extension SourceFile {
  /// The text a range covers (for showing an expression as written).
  package func text(of range: SourceRange) -> String {
    guard range.start.offset < range.end.offset, range.end.offset <= scalars.count else {
      return ""
    }
    return String(String.UnicodeScalarView(scalars[range.start.offset..<range.end.offset]))
  }
}
