import ComposableRuntime
import DepplaySemantics
import DepplaySyntax

/// `@Shared(.inMemory("key")) var name = value` and `$name.withLock { … }`, run on the store
/// layer's own `Shared`: the key is made where the declaration runs, so it uses the
/// in-memory storage of the dependencies in force there (a test's own, in a test).
extension Interpreter {
  /// Binds `name` (reading through to the key's value) and `$name` (the reference).
  func declare(_ binding: SharedBinding, _ context: inout Context) throws {
    guard case .string(let key) = try evaluate(binding.key, &context) else {
      throw RuntimeError(
        "a shared key's name is a String", at: binding.key.range,
        notes: ["write @Shared(.inMemory(\"count\")) var count = 0"])
    }
    let initialValue = try evaluate(binding.initialValue, &context)
    let shared = Shared(wrappedValue: initialValue, .inMemory(key))
    context.frame.bind(binding.name, .sharedVariable(shared))
    context.frame.bind(binding.projectedName, .builtin(.shared(shared)))
  }

  /// `$count.withLock { $0 += 1 }`: the closure gets the value as an `inout` argument,
  /// under the storage's lock, and its result is the call's.
  func sharedWithLock(
    _ shared: Shared<ScriptValue>, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard case .closure(let literal) = lastFunction(of: arguments, trailing: trailing),
      let parameter = literal.boundParameters.first
    else {
      throw RuntimeError(
        "withLock takes a closure of one 'inout' argument", at: range,
        notes: ["write $count.withLock { $0 += 1 }"])
    }
    let outer = context
    return try shared.withLock { value in
      var inner = outer.nested()
      inner.frame.bind(parameter, value)
      let result = try execute(literal.body, &inner).value
      if let changed = inner.frame.lookup(parameter) { value = changed }
      return result
    }
  }
}
