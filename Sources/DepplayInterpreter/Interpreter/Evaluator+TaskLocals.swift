import DepplaySyntax

/// The script's `@TaskLocal` values in force, by ``TaskLocalBinding/key``: one real
/// task-local of Swift's, so that a value `withValue` binds is read in its body and in the
/// tasks made there (`Task { }` copies it; `Task.detached { }` and a queue's block do not),
/// as Swift's task-locals are.
enum ScriptTaskLocals {
  @TaskLocal static var values: [String: ScriptValue] = [:]
}

extension Interpreter {
  /// The value `withValue` bound for the `@TaskLocal` property `name` of `type` where this
  /// code runs; `nil` where none is, and the property's default is read.
  func boundTaskLocal(_ name: String, ofType type: String) -> ScriptValue? {
    ScriptTaskLocals.values[type + "." + name]
  }

  /// `Type.$name.withValue(value) { … }` run in place: the closure's value, with the
  /// task-local bound to `value` while it runs; `nil` when `callee` is no such binding.
  func bindTaskLocal(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?,
    _ context: inout Context
  ) throws -> ScriptValue? {
    guard let (values, body) = try taskLocalScope(callee, arguments, trailing, &context) else {
      return nil
    }
    var inner = context.nested()
    return try ScriptTaskLocals.$values.withValue(values) {
      try execute(body.body, &inner).value
    }
  }

  /// `await Type.$name.withValue(value) { … }`, whose closure may suspend or spawn.
  func bindTaskLocalAsync(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?,
    _ context: inout Context
  ) async throws -> ScriptValue? {
    guard let (values, body) = try taskLocalScope(callee, arguments, trailing, &context) else {
      return nil
    }
    var inner = context.nested()
    return try await ScriptTaskLocals.$values.withValue(values) {
      try await executeAsync(body.body.statements[...], &inner).value
    }
  }

  /// The values in force with the binding `callee` calls added (its value evaluated here),
  /// and the closure to run with them.
  private func taskLocalScope(
    _ callee: Expression, _ arguments: [Argument], _ trailing: ClosureLiteral?,
    _ context: inout Context
  ) throws -> (values: [String: ScriptValue], body: ClosureLiteral)? {
    guard let binding = TaskLocalBinding(callee: callee), let trailing,
      context.frame.lookup(binding.type) == nil,
      binding.isDeclared(in: declaredMembers(ofType: binding.type)?.declaration),
      let argument = arguments.first
    else { return nil }
    var values = ScriptTaskLocals.values
    values[binding.key] = try evaluate(argument.value, &context)
    return (values, trailing)
  }
}
