import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `value`, to be set on the key `path` names (`.dependency(\.bookmarks, .mock)` on a
  /// reducer or as a test trait): an implied member there is the key's type's, as Swift reads
  /// it, even when other structs of the script declare a static of that name too; any other
  /// value is evaluated as anywhere.
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

  /// The value an assignment stores into `place`: in an update closure, `$0.storage = .mock`
  /// sets it on a key (``evaluate(_:setOn:_:)``); anywhere else it is evaluated as anywhere.
  func assignedValue(_ value: Expression, to place: Expression, _ context: inout Context) throws
    -> ScriptValue
  {
    guard let updating = context.updating,
      case .member(.name(_, let rootRange), let name, _) = place,
      context.frame.resolutions[rootRange] == .updatedValues
    else { return try evaluate(value, &context) }
    return try evaluate(value, setOn: updating.fullPath([name]), &context)
  }
}
