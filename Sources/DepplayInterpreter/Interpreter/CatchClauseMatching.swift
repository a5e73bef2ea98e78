import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// The first clause of `statement` that catches `error`, tried in order, and the context
  /// its block runs in, with the error (or the names its case pattern binds) bound; `nil`
  /// when none does: then the error leaves the `do` for the code around it, as in Swift. A
  /// clause's `where` condition must hold, with those names bound.
  package func catchingClause(
    of statement: DoCatchStatement, error: ScriptValue, _ context: Context
  ) throws -> (CatchClause, Context)? {
    for clause in statement.clauses {
      var bindings: [(String, ScriptValue)] = []
      switch clause.pattern {
      case .any(let name):
        bindings = [(name, error)]
      case .type(let type, let name, _):
        guard error.errorTypeName == type else { continue }
        bindings = name.map { [($0, error)] } ?? []
      case .enumCase(let type, let pattern, _):
        var matching = context
        guard error.errorTypeName == type,
          try match(pattern, error, binding: &bindings, &matching)
        else { continue }
      }
      if let condition = clause.condition {
        var checking = context
        guard try holds(condition, with: bindings, &checking) else { continue }
      }
      let inner = context.nested()
      for (name, value) in bindings { inner.frame.bind(name, value) }
      return (clause, inner)
    }
    return nil
  }
}

extension ScriptValue {
  /// The type of a thrown value: a declared error type's name (a struct's, or an enum's whose
  /// case it is), or `Unimplemented` (what an unimplemented endpoint throws).
  package var errorTypeName: String? {
    switch self {
    case .record(let record): record.name
    case .enumCase(let value): value.typeName
    case .builtin(.unimplementedError): Checker.unimplementedError
    case .builtin(.unimplementedFailure): Checker.unimplementedFailure
    case .builtin(.cancellationError): Checker.cancellationError
    case .builtin(.decodingError): Checker.decodingError
    default: nil
    }
  }
}

extension Interpreter {
  /// The value a `catch` clause sees for `error`: a thrown value, or Swift's
  /// `CancellationError()` for a cancelled sleep; `nil` for depplay's own errors, which no
  /// clause catches.
  package static func caughtValue(of error: any Error) -> ScriptValue? {
    switch error {
    case let thrown as ScriptThrow: thrown.value
    case is CancelledSleep: .builtin(.cancellationError)
    default: nil
    }
  }
}
