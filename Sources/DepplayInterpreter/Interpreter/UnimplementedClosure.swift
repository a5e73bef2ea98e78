import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

/// What `unimplemented("AuthClient.logIn")` gives, IssueReporting's closure for an endpoint
/// that a test must override: calling it reports `Unimplemented: AuthClient.logIn …` with
/// the arguments it was called with, then returns its placeholder or throws
/// `UnimplementedFailure`.
///
/// Which of Swift's overloads a call of `unimplemented` picks depends on the closure type it
/// is given to: with a `placeholder:` the closure returns it; without one it throws where that
/// type throws, and returns `()` where it does not (a `Void` endpoint). The value is made
/// throwing when it has no placeholder and given its place's type where a client's endpoint
/// declares one (``givenTo(throwing:)``).
package struct UnimplementedClosure: Sendable {
  /// The description given to `unimplemented`, `""` when none.
  package let description: String
  /// The `placeholder:` value, if the call gave one.
  package let placeholder: ScriptValue?
  /// Whether a call throws `UnimplementedFailure` after its report.
  package var throwsFailure: Bool

  package init(description: String, placeholder: ScriptValue?) {
    self.description = description
    self.placeholder = placeholder
    throwsFailure = placeholder == nil
  }

  /// The same closure given to a place whose closure type throws or not: without a
  /// placeholder, Swift picks the overload that throws only for a throwing type.
  package func givenTo(throwing: Bool) -> UnimplementedClosure {
    var closure = self
    closure.throwsFailure = placeholder == nil && throwing
    return closure
  }

  /// `value` given to a place whose closure type throws or not: an `unimplemented(…)`
  /// closure there picks its overload by that type (``givenTo(throwing:)``); any other value
  /// is unchanged.
  package static func given(_ value: ScriptValue, throwing: Bool) -> ScriptValue {
    guard case .builtin(.unimplementedClosure(let closure)) = value else { return value }
    return .builtin(.unimplementedClosure(closure.givenTo(throwing: throwing)))
  }

  /// `UnimplementedFailure(description: "AuthClient.logIn")`, as Swift prints the error.
  package static func describe(_ failure: UnimplementedFailure) -> String {
    "\(Checker.unimplementedFailure)(description: "
      + "\(ScriptValue.string(failure.description).debugDescription))"
  }

  /// The text Swift's `debugPrint` gives the arguments as one tuple: `("a", 1)`, one value
  /// alone, `()` for none.
  package static func invokedWith(_ values: [ScriptValue]) -> String {
    values.count == 1
      ? values[0].debugDescription
      : "(" + values.map(\.debugDescription).joined(separator: ", ") + ")"
  }
}

extension Interpreter {
  /// `unimplemented("AuthClient.logIn")`, `unimplemented("Client.fetch", placeholder: 0)`:
  /// the closure, its arguments evaluated now (the checker made sure of their labels).
  package func unimplementedClosure(_ arguments: [Argument], _ context: inout Context) throws
    -> ScriptValue
  {
    var description = ""
    var placeholder: ScriptValue?
    for argument in arguments {
      let value = try evaluate(argument.value, &context)
      if argument.label == nil {
        description = try text(value, range: argument.range)
      } else {
        placeholder = value
      }
    }
    return .builtin(
      .unimplementedClosure(
        UnimplementedClosure(description: description, placeholder: placeholder)))
  }

  /// Calls an `unimplemented(…)` closure: reports the call, then returns the placeholder
  /// (`()` without one) or throws `UnimplementedFailure`.
  package func call(
    _ closure: UnimplementedClosure, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let values = try arguments.map { try evaluate($0.value, &context) }
    DependencyRuntime.report(
      ReportedIssue(
        kind: .unimplemented, key: closure.description.isEmpty ? nil : closure.description,
        message: unimplementedMessage(
          closure.description, invokedWith: UnimplementedClosure.invokedWith(values))))
    if closure.throwsFailure {
      throw ScriptThrow(
        value: .builtin(
          .unimplementedFailure(UnimplementedFailure(description: closure.description))),
        at: range)
    }
    return closure.placeholder ?? .void
  }
}
