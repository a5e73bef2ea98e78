import DepplaySyntax

extension Checker {
  /// `unimplemented("Client.fetch")` and `unimplemented("Client.fetch", placeholder: 0)`: an
  /// optional description, then an optional placeholder; IssueReporting's form that throws a
  /// given error is refused by name.
  func checkUnimplementedCall(_ arguments: [Argument], range: SourceRange) throws(CheckError) {
    let labels = arguments.map(\.label)
    if let throwing = arguments.first(where: { $0.label == "throwing" }) {
      throw CheckError(
        "unimplemented(…, throwing:) is not supported yet", at: throwing.range,
        notes: ["write unimplemented(\"Client.endpoint\"), which throws UnimplementedFailure"])
    }
    guard [[], [nil], ["placeholder"], [nil, "placeholder"]].contains(labels) else {
      throw CheckError(
        "unimplemented takes a description and a placeholder: no such call", at: range,
        notes: [
          "write unimplemented(\"Client.endpoint\") or unimplemented(\"Client.endpoint\", placeholder: 0)"
        ])
    }
  }
}
