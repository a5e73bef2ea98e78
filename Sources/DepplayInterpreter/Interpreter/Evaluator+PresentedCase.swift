import ComposableRuntime
import DepplaySemantics
import DepplaySyntax

/// A presented state reached through one case of its `@Reducer enum`, as TCA's
/// `PresentationState` case subscript does: `state.$destination[case: \.detail]?.alert = …`.
extension Interpreter {
  /// `base[case: \.detail]` on a presented state: its payload in that case, `nil` when
  /// nothing is presented or it is in another case.
  package func presentedCase(
    _ casePath: String, of base: Expression, _ context: inout Context
  ) throws -> ScriptValue? {
    try member(casePath, ofPresented: try evaluate(wrapped(base), &context), range: base.range)
  }

  /// The payload of `presented`, a presented state (or `nil`), in the case `casePath`.
  private func member(_ casePath: String, ofPresented presented: ScriptValue, range: SourceRange)
    throws -> ScriptValue?
  {
    try presented.nonNil.flatMap {
      try caseMember(casePath, of: $0, in: .presentedState, range: range)
    }
  }

  /// Whether an assignment to `target`, a place through `$destination[case: \.detail]?`
  /// (`….alert = x`, `….count += 1`), meets a presented state in another case, or none: then
  /// Swift evaluates no value and writes nothing, and the library's subscript reports its
  /// issue all the same.
  package func missesPresentedCase(_ target: Expression, _ context: inout Context) throws
    -> Bool
  {
    let (expression, fields) = target.trailingMembers
    guard case .presentedCase(let base, let casePath, true, _) = expression, !fields.isEmpty
    else { return false }
    let presented = try evaluate(wrapped(base), &context)
    guard try member(casePath, ofPresented: presented, range: base.range) == nil else {
      return false
    }
    var presentation = PresentationState(wrappedValue: presented.nonNil)
    presentation.changeCase(
      found: false, to: nil, caseName: caseName(of: presented.nonNil),
      location: scriptLocation(of: expression.range, context))
    return true
  }

  /// Assigns through `[case:]` on a presented state: `$destination[case: \.detail]?.alert = x`
  /// changes the presented state when it is in that case (`$destination[case: \.detail] = nil`
  /// dismisses it); otherwise nothing changes, and that is the library's issue. `false` when
  /// `target` holds no such subscript.
  package func assignThroughPresentedCase(
    _ target: Expression, _ value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> Bool {
    let (expression, fields) = target.trailingMembers
    guard case .presentedCase(let base, let casePath, let chained, _) = expression else {
      return false
    }
    guard fields.isEmpty || chained else {
      throw RuntimeError(
        "\(expression.optionalPlaceName) is optional: unwrap it with '?'", at: expression.range,
        notes: ["write \(source.text(of: expression.range))?.\(fields.joined(separator: "."))"])
    }
    let property = wrapped(base)
    let presented = try evaluate(property, &context)
    let change = try changeThroughCase(
      casePath, of: presented.nonNil, in: .presentedState, fields: fields, to: value,
      range: expression.range)
    var presentation = PresentationState(wrappedValue: presented.nonNil)
    presentation.changeCase(
      found: change.found, to: change.changed, caseName: change.caseName,
      location: scriptLocation(of: expression.range, context))
    guard change.found else { return true }
    guard try assignLocal(property, presentation.wrappedValue ?? .none, range: range, &context)
    else {
      throw RuntimeError(
        "this presented state is not in a variable: it cannot be changed", at: range)
    }
    return true
  }

  /// `state.destination` of `state.$destination`: the property the projection wraps, which
  /// the subscript reads and changes.
  private func wrapped(_ projection: Expression) -> Expression {
    guard case .member(let base, let name, let range) = projection, name.hasPrefix("$") else {
      return projection
    }
    return .member(base: base, name: String(name.dropFirst()), range: range)
  }
}
