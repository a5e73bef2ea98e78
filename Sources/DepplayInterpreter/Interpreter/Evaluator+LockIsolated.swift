import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

/// The methods of a `LockIsolated` box, run on the runtime's own box: the value changes
/// under its lock, and every reference to the box sees the change.
extension Interpreter {
  /// `box.withValue { $0.append(x) }` (the closure gets the value as an `inout` argument and
  /// its result is the call's) and `box.setValue(x)`.
  func lockIsolatedMethod(
    _ method: ValueMethod, of box: LockIsolated<ScriptValue>, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard method == .withValue else {
      let value = try evaluate(arguments[0].value, &context)
      box.setValue(value)
      return .void
    }
    let body = try lentValueBody(
      of: arguments, trailing: trailing, method: "withValue",
      example: "box.withValue { $0.append(value) }", range: range, context)
    return try box.withValue { try body(&$0) }
  }
}
