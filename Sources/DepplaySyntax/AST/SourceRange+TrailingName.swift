extension SourceRange {
  /// The place of `name` where this range (a member access, `base.name`) ends with it: where
  /// Swift reports an error about the member.
  package func trailingName(_ name: String) -> SourceRange {
    let length = name.unicodeScalars.count
    let nameStart = SourceLocation(
      line: end.line, column: max(1, end.column - length), offset: max(0, end.offset - length))
    return SourceRange(start: max(start, nameStart), end: end)
  }
}
