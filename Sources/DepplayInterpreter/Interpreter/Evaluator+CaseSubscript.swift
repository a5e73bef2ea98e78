import ComposableRuntime
import DepplaySyntax

/// TCA's case subscripts, which reach an enum state through one of its cases: a stack's
/// element's (`path[id: id, case: \.detail]`) and a presented state's
/// (`state.$destination[case: \.detail]`).
extension Interpreter {
  /// The payload of `element`, a case of a `@Reducer enum`'s state, in the case `casePath`;
  /// `nil` when it is in another. A case the enum does not declare is an error, and so is a
  /// struct's state in `holder`.
  func caseMember(
    _ casePath: String, of element: ScriptValue, in holder: CaseSubscriptHolder,
    range: SourceRange
  ) throws -> ScriptValue? {
    guard case .composable(.action(let action)) = element else {
      throw RuntimeError(
        "a case subscript reaches a case of a @Reducer enum's state, but \(holder.name) holds "
          + "a struct's state (\(element.typeName))", at: range, notes: [holder.fieldNote])
    }
    let cases = state.withLock { state in
      state.features.values.lazy.compactMap(\.declaration.stateCases)
        .first { $0.contains { $0.name == action.name } }
    }
    if let cases, !cases.contains(where: { $0.name == casePath }) {
      throw RuntimeError(
        "\(action.actionTypeName) has no case '\(casePath)'", at: range,
        notes: DidYouMean.note(for: casePath, among: cases.map(\.name)))
    }
    guard action.name == casePath, action.payload.count == 1 else { return nil }
    return action.payload[0]
  }

  /// A change through a case subscript of `whole`, an enum state (`nil` when the place
  /// holds none): `value` assigned to the payload in the case `casePath` (or to its `fields`,
  /// `?.title = value`). Nothing changes when `whole` is in another case or absent; the
  /// library then reports its issue, naming the case `whole` is in.
  func changeThroughCase(
    _ casePath: String, of whole: ScriptValue?, in holder: CaseSubscriptHolder,
    fields: [String], to value: ScriptValue, range: SourceRange
  ) throws -> CaseChange {
    var member = try whole.flatMap {
      try caseMember(casePath, of: $0, in: holder, range: range)
    }
    let found = member != nil
    if fields.isEmpty {
      member = value.nonNil
    } else if var changed = member {
      try setField(fields[...], of: &changed, to: value, range: range)
      member = changed
    }
    var changed: ScriptValue?
    if case .composable(.action(let action))? = whole, let member {
      var embedded = Action(name: casePath, payload: [member])
      embedded.actionTypeName = action.actionTypeName
      changed = .composable(.action(embedded))
    }
    return CaseChange(found: found, changed: changed, caseName: caseName(of: whole))
  }

  /// The case an enum state is in, as an "unrelated case" issue names it; `nil` for none.
  func caseName(of whole: ScriptValue?) -> String? {
    guard case .composable(.action(let action))? = whole else { return nil }
    return action.name
  }
}

/// What a change through a case subscript came to.
struct CaseChange {
  /// Whether the enum state was in the subscript's case, so that the change applies.
  let found: Bool
  /// The enum state changed (`nil`: the change removes it), when `found`.
  let changed: ScriptValue?
  /// The case the enum state was in, for the library's issue when not `found`.
  let caseName: String?
}

/// What a case subscript (`[id: id, case: \.detail]`, `[case: \.detail]`) reaches into.
enum CaseSubscriptHolder {
  /// A stack's element: `path[id: id, case: \.detail]`.
  case stack
  /// A presented state: `state.$destination[case: \.detail]`.
  case presentedState

  /// How an error names it.
  var name: String {
    switch self {
    case .stack: "this stack"
    case .presentedState: "this presented state"
    }
  }

  /// What to write to reach a field of a struct's state it holds.
  var fieldNote: String {
    switch self {
    case .stack: "write path[id: 0]?.field"
    case .presentedState: "write state.child?.field"
    }
  }
}
