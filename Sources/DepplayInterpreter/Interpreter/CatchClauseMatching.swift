import DepplaySemantics
import DepplaySyntax

extension DoCatchStatement {
  /// The first clause that catches `error`, tried in order, or `nil`: then the error leaves
  /// the `do` for the code around it, as in Swift.
  package func clause(catching error: ScriptValue) -> CatchClause? {
    clauses.first { $0.catches(error) }
  }
}

extension CatchClause {
  /// Whether the clause catches `error`: every error, or one of the type it names.
  package func catches(_ error: ScriptValue) -> Bool {
    switch pattern {
    case .any: true
    case .type(let type, _, _): error.errorTypeName == type
    }
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
    case .builtin(.cancellationError): Checker.cancellationError
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
