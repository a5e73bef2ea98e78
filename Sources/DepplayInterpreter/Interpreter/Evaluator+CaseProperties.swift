import DepplaySemantics
import DepplaySyntax

/// What `@CasePathable` gives a plain enum's values: `mode.is(\.playing)`, whether the value
/// is that case, and, with `@dynamicMemberLookup` too, each case read as a property,
/// `mode.playing`: the case's associated value if the value is that case (`()` for a case
/// without one, a tuple for several), `nil` if it is another.
extension Interpreter {
  /// `value.name`, where `name` is a case of the `@CasePathable @dynamicMemberLookup` enum
  /// `value` is of; `nil` when its enum reads no case property of that name.
  func caseProperty(_ name: String, of value: EnumValue) -> ScriptValue? {
    guard let declaration = state.withLock({ $0.enums[value.typeName] }),
      declaration.hasCaseProperties, declaration.enumCase(named: name) != nil
    else { return nil }
    guard value.caseName == name else { return ScriptValue.none }
    guard let payload = value.payload, !payload.isEmpty else { return .void }
    if payload.count == 1 { return payload[0].value }
    return .tuple(payload.map { ($0.label, $0.value) })
  }

  /// `value.is(\.name)`: whether `value` is the case `name` of its `@CasePathable` enum.
  func isCase(_ value: EnumValue, arguments: [Argument], range: SourceRange) throws -> ScriptValue {
    guard let declaration = state.withLock({ $0.enums[value.typeName] }),
      declaration.isCasePathable
    else {
      throw RuntimeError(
        "value of type '\(value.typeName)' has no member 'is'", at: range,
        notes: ["mark the enum: @CasePathable enum \(value.typeName) { … }"])
    }
    guard arguments.count == 1, case .keyPath(let path, let pathRange) = arguments[0].value,
      path.count == 1
    else {
      throw RuntimeError(
        "'is' with anything but a case key path of one case is not supported yet",
        at: arguments.first?.value.range ?? range,
        notes: ["name one case: \\.\(declaration.cases.first?.name ?? "name")"])
    }
    guard declaration.enumCase(named: path[0]) != nil else {
      throw RuntimeError(
        "type '\(declaration.name)' has no case '\(path[0])'", at: pathRange,
        notes: DidYouMean.note(for: path[0], among: declaration.cases.map(\.name)))
    }
    return .bool(value.caseName == path[0])
  }
}
