import DepplaySyntax

extension Checker {
  /// A `do` and its `catch` clauses: each clause names an error type the script declared (or
  /// the library's `Unimplemented`), and can be reached (no clause before it catches all it
  /// would); its block sees the name it binds.
  package mutating func check(_ statement: DoCatchStatement) throws(CheckError) {
    try check(statement.body)
    for (index, clause) in statement.clauses.enumerated() {
      if case .type(let type, _, let typeRange) = clause.pattern {
        try checkCaughtType(type, at: typeRange)
      }
      if let earlier = statement.clauses[..<index].first(where: { covers($0, clause) }) {
        let what: String
        if case .type(let type, _, _) = earlier.pattern {
          what = "every \(type)"
        } else {
          what = "every error"
        }
        throw CheckError(
          "this 'catch' is never reached: a 'catch' before it catches \(what)", at: clause.range,
          notes: ["clauses are tried in order: put the more specific one first"])
      }
      try check(clause.body, parameters: clause.binding.map { [$0] } ?? [])
    }
  }

  /// Whether every error `later` catches is caught by `earlier` first.
  private func covers(_ earlier: CatchClause, _ later: CatchClause) -> Bool {
    switch (earlier.pattern, later.pattern) {
    case (.any, _): true
    case (.type(let a, _, _), .type(let b, _, _)): a == b
    case (.type, .any): false
    }
  }

  private func checkCaughtType(_ type: String, at range: SourceRange) throws(CheckError) {
    guard !names.errorTypes.contains(type), type != Self.unimplementedError,
      type != Self.cancellationError
    else { return }
    if names.types[type] != nil || names.features[type] != nil || names.models[type] != nil {
      throw CheckError(
        "'\(type)' is not an error type, so no error is ever one", at: range,
        notes: ["an error type is declared struct Name: Error { … }"])
    }
    throw CheckError(
      "unknown error type '\(type)'", at: range,
      notes: DidYouMean.note(
        for: type, among: names.errorTypes.union([Self.unimplementedError, Self.cancellationError]))
        + ["declare it: struct \(type): Error {}"])
  }

  /// The error an unimplemented client endpoint throws.
  package static let unimplementedError = "Unimplemented"
  /// The error a cancelled task's sleep throws.
  package static let cancellationError = "CancellationError"
}
