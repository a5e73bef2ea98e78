import DepplaySyntax

extension Interpreter {
  /// The closure of a call that lends a boxed value as the closure's one `inout` argument (a
  /// `LockIsolated`'s `withValue`, a shared reference's `withLock`), as a function the box
  /// runs under its lock: it binds the value, runs the body in the code around the call, and
  /// gives back the body's result, the value changed in place.
  func lentValueBody(
    of arguments: [Argument], trailing: ClosureLiteral?, method: String, example: String,
    range: SourceRange, _ context: Context
  ) throws -> @Sendable (inout ScriptValue) throws -> ScriptValue {
    guard case .closure(let literal) = lastFunction(of: arguments, trailing: trailing),
      let parameter = literal.boundParameters.first
    else {
      throw RuntimeError(
        "\(method) takes a closure of one 'inout' argument", at: range,
        notes: ["write \(example)"])
    }
    return { value in
      var inner = context.nested()
      inner.frame.bind(parameter, value)
      let result = try self.execute(literal.body, &inner).value
      if let changed = inner.frame.lookup(parameter) { value = changed }
      return result
    }
  }
}
