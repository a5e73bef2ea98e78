import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `assert(condition, "message")`, `precondition(condition, "message")` and
  /// `assertionFailure("message")`, where the callee is what the checker resolved to one of
  /// those dependencies (under any name: `@Dependency(\.assert) var check`).
  ///
  /// The condition is evaluated first, the message only when it is false, as Swift's
  /// autoclosures are. The runtime's value in force decides: the test value reports an issue
  /// with the message, at this statement, and the script goes on; the live value is Swift's
  /// `assert` or `precondition`, which stops the program: depplay stops the script with a
  /// runtime error in Swift's words (`Assertion failed: message`) instead of trapping.
  package func assertionCall(
    _ callee: Expression, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let name = context.frame.resolutions.source.text(of: callee.range)
    guard case .builtin(.assertion(let effect, let failsAlways)) = try evaluate(callee, &context)
    else {
      throw RuntimeError("'\(name)' does not hold an assertion dependency", at: callee.range)
    }
    let counts = failsAlways ? 0...1 : 1...2
    guard counts.contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
      throw RuntimeError(
        "this call of '\(name)' is not supported yet", at: range,
        notes: [
          failsAlways
            ? "write \(name)(\"message\")"
            : "write \(name)(condition) or \(name)(condition, \"message\")"
        ])
    }
    var rest = arguments[...]
    if !failsAlways, let condition = rest.popFirst() {
      let value = try evaluate(condition.value, &context)
      guard case .bool(let holds) = value else {
        throw RuntimeError(
          "the condition of '\(name)' must be a Bool, not \(value.typeName)", at: condition.range)
      }
      if holds { return .void }
    }
    let message: String
    switch try rest.first.map({ try evaluate($0.value, &context) }) {
    case .string(let text)?: message = text
    case nil: message = ""
    case let other?:
      throw RuntimeError(
        "the message of '\(name)' must be a String, not \(other.typeName)", at: range)
    }
    if let trapping = effect as? TrappingAssertionEffect {
      throw RuntimeError(
        message.isEmpty ? trapping.check.failure : "\(trapping.check.failure): \(message)",
        at: range,
        notes: ["Swift stops the program here; in a test, the dependency reports an issue instead"])
    }
    effect(false, message, file: #fileID, line: UInt(range.start.line))
    return .void
  }
}
