import DepplaySyntax

extension Checker {
  /// Whether `callee` is Swift Testing's `withKnownIssue`.
  func isKnownIssueScope(_ callee: Expression) -> Bool {
    if case .function(.withKnownIssue)? = builtinCallee(callee) { true } else { false }
  }

  /// `withKnownIssue { … }`, with an optional comment and `isIntermittent:` before its
  /// closure; the forms that match issues (`when:`, `matching:`) are refused by name.
  func checkKnownIssueCall(
    _ arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    if let matching = arguments.first(where: { ["when", "matching"].contains($0.label) }) {
      throw CheckError(
        "withKnownIssue(\(matching.label ?? ""):) is not supported yet", at: matching.range,
        notes: ["write withKnownIssue { … }: every issue in it is a known one"])
    }
    let labels = arguments.map(\.label)
    guard trailing != nil,
      [[], [nil], ["isIntermittent"], [nil, "isIntermittent"]].contains(labels)
    else {
      throw CheckError(
        "expected withKnownIssue { … }", at: range,
        notes: [
          "write withKnownIssue(\"why\", isIntermittent: true) { … }, its body a trailing closure"
        ])
    }
  }
}
