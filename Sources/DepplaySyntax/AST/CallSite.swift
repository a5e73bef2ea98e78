extension SourceRange {
  /// Where Swift's `#line` and `#column` defaults place a call of the callee written at
  /// `name`: its argument list, the `(` just after the name, or, with no parentheses, its
  /// trailing closure (`withKnownIssue {` is placed at the `{`). The range runs from there
  /// to the end of `call`.
  package static func callSite(
    of call: SourceRange, name: SourceRange, arguments: [Argument], trailing: ClosureLiteral?
  ) -> SourceRange {
    let start = arguments.isEmpty ? (trailing?.range.start ?? name.end) : name.end
    return SourceRange(start: start, end: call.end)
  }
}
