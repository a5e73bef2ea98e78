import DepplaySyntax

extension Interpreter {
  /// `value`, to be set on the key `path` names (`.dependency(\.bookmarks, .mock)`): an implied
  /// member there is the key's type's, as Swift reads it, even when other structs of the
  /// script declare a static of that name too; any other value is evaluated as anywhere.
  func evaluate(_ value: Expression, setOn path: [String], _ context: inout Context) throws
    -> ScriptValue
  {
    guard path.count == 1, case .implicitMember(let name, let arguments, let range) = value,
      case .script(let key)? = state.withLock({ $0.keys[path[0]] }), let type = key.valueType,
      let member = try impliedStructStatic(
        name, arguments: arguments ?? [], range: range, &context, preferring: type)
    else { return try evaluate(value, &context) }
    return member
  }
}
