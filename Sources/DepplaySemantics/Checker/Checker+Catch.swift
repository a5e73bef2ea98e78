import DepplaySyntax

extension Checker {
  /// A `do` and its `catch` clauses: each clause names an error type the script declared (or
  /// the library's `Unimplemented`), and can be reached (no clause before it catches all it
  /// would); its block sees the name it binds.
  package mutating func check(_ statement: DoCatchStatement) throws(CheckError) {
    try check(statement.body)
    for (index, clause) in statement.clauses.enumerated() {
      switch clause.pattern {
      case .any: break
      case .type(let type, _, let typeRange): try checkCaughtType(type, at: typeRange)
      case .enumCase(let type, let pattern, let typeRange):
        try checkCaughtType(type, at: typeRange)
        try checkCaughtCase(pattern, of: type, typeRange: typeRange)
        try check(pattern)
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
      if let condition = clause.condition {
        try inScope(clause.boundNames) { (checker) throws(CheckError) in
          try checker.check(condition)
        }
      }
      try check(clause.body, parameters: clause.boundNames)
    }
  }

  /// Whether every error `later` catches is caught by `earlier` first (never by a clause
  /// with a `where` condition).
  private func covers(_ earlier: CatchClause, _ later: CatchClause) -> Bool {
    guard earlier.condition == nil else { return false }
    return switch (earlier.pattern, later.pattern) {
    case (.any, _): true
    case (.type(let a, _, _), .type(let b, _, _)), (.type(let a, _, _), .enumCase(let b, _, _)):
      a == b
    case (.type, .any), (.enumCase, _): false
    }
  }

  /// The case a `catch LoadError.badStatus(…)` names is one of the enum's, with as many
  /// payload patterns as it has associated values (or none), as swiftc requires.
  private func checkCaughtCase(_ pattern: Pattern, of type: String, typeRange: SourceRange)
    throws(CheckError)
  {
    if case .guarded(let inner, _) = pattern {
      return try checkCaughtCase(inner, of: type, typeRange: typeRange)
    }
    guard case .enumCase(let name, let payload, let range) = pattern,
      let declaration = names.enums[type]
    else {
      throw CheckError(
        "'\(type)' is not an enum: catch its errors with catch let error as \(type)",
        at: typeRange)
    }
    guard let found = declaration.cases.first(where: { $0.name == name }) else {
      throw CheckError(
        "type '\(type)' has no member '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: declaration.cases.map(\.name)))
    }
    guard payload.isEmpty || payload.count == (found.parameters?.count ?? 0) else {
      throw CheckError(
        "the case '\(type).\(name)' takes \(found.parameters?.count ?? 0) associated value(s)",
        at: range)
    }
  }

  /// `type`, named by a `catch` or by `#expect(throws: Type.self)`, is an error type the
  /// script declares (or the library's `Unimplemented` or `UnimplementedFailure`, or
  /// `CancellationError`).
  func checkCaughtType(_ type: String, at range: SourceRange) throws(CheckError) {
    guard !names.errorTypes.contains(type), type != Self.unimplementedError,
      type != Self.unimplementedFailure, type != Self.cancellationError,
      type != Self.decodingError
    else { return }
    if names.types[type] != nil || names.features[type] != nil || names.models[type] != nil {
      throw CheckError(
        "'\(type)' is not an error type, so no error is ever one", at: range,
        notes: ["an error type is declared struct Name: Error { … }"])
    }
    throw CheckError(
      "unknown error type '\(type)'", at: range,
      notes: DidYouMean.note(
        for: type,
        among: names.errorTypes.union([
          Self.unimplementedError, Self.unimplementedFailure, Self.cancellationError,
          Self.decodingError,
        ]))
        + ["declare it: struct \(type): Error {}"])
  }

  /// The error an unimplemented client endpoint throws.
  package static let unimplementedError = "Unimplemented"
  /// The error a throwing `unimplemented("…")` closure throws.
  package static let unimplementedFailure = "UnimplementedFailure"
  /// The error a cancelled task's sleep throws.
  package static let cancellationError = "CancellationError"
  /// The error a `JSONDecoder` throws.
  package static let decodingError = "DecodingError"
}
