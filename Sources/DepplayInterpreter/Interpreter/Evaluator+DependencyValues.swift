import DependencyRuntime
import DepplaySyntax

extension Interpreter {
  /// `value.name`, where a `@Dependency(\.self)` value's member reads the key `name` from
  /// those values (recorded as a read, with its provenance), and a `@Reducer enum`'s case
  /// the checker resolved (`destination.edit`) reads the case's payload; any other value's
  /// member as ``member(_:of:range:)`` reads it.
  package func member(
    _ name: String, of value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    if case .composable(.action(let action)) = value,
      let declaring = context.frame.resolutions.reducerEnumCases(at: range)
    {
      return try reducerEnumCase(name, of: action, declaring: declaring, range: range)
    }
    guard case .builtin(.dependencyValues(let values)) = value else {
      return try member(name, of: value, range: range)
    }
    let read: ScriptValue
    let provenance: DependencyProvenance?
    switch try key(named: name, range: range) {
    case .script(let scriptKey):
      read = try DefaultCycle.read(scriptKey.key, named: name, from: values, at: range)
      provenance = values.provenance(of: scriptKey.key)
    case .context:
      read = .context(values.context)
      provenance = nil
    case .builtin(let key):
      read = key.value(in: values)
      provenance = nil
    }
    try chargeWalk(over: read, at: range)
    events.emit(
      .valueResolved(
        key: name, value: EventValue(read),
        provenance: KeptProvenance(provenance.map(ReadProvenance.runtime)),
        unit: context.unit.info, range: range))
    return read
  }
}
