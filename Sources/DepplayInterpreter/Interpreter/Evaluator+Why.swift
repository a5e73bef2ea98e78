import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `why key.field…`: where a read here would get its value from — without reading it, so
  /// asking raises no issue and caches nothing. The value is shown when it is already
  /// determined (an override, a captured override, a prepared or cached default); otherwise
  /// `why` says what a read would compute.
  package func explain(_ path: [String], range: SourceRange, _ context: inout Context) throws {
    let name = path[0]
    let answer: WhyAnswer
    if let property = context.model?.properties[name] ?? selfDependency(named: name, context) {
      switch property {
      case .script(let dependency, let key, let fields):
        answer = try explain(
          path, fields: fields, key: key, view: dependency.resolvedValues, range: range)
      case .context(let dependency):
        answer = .context(name: name, dependency.resolvedValues.context)
      case .builtin(_, let key, _):
        answer = explainBuiltin(name, key)
      case .values:
        answer = .wholeValues(name: name)
      }
    } else {
      switch try key(named: name, range: range) {
      case .script(let scriptKey):
        let view = Dependency(dynamic: scriptKey.key).resolvedValues
        answer = try explain(path, fields: [], key: scriptKey.key, view: view, range: range)
      case .context:
        answer = .context(name: name, DependencyValues._current.context)
      case .builtin(let key):
        answer = explainBuiltin(name, key)
      }
    }
    events.emit(.why(answer, unit: context.unit.info, range: range))
  }

  private func explain(
    _ path: [String], fields: [String], key: DynamicDependencyKey<ScriptValue>,
    view: DependencyValues, range: SourceRange
  ) throws -> WhyAnswer {
    let written = path.joined(separator: ".")
    let provenance = view.provenance(of: key)
    if var value = view.determinedValue(of: key) {
      for field in fields + path.dropFirst() { value = try member(field, of: value, range: range) }
      return .determined(path: written, value: EventValue(value), provenance: .runtime(provenance))
    }
    guard case .uncomputedDefault(let context) = provenance,
      case .script(let scriptKey)? = state.withLock({ $0.keys[key.name] })
    else { return .undetermined(path: written, provenance: .runtime(provenance)) }
    return .uncomputedDefault(
      path: written, context: context, defaults: scriptKey.defaults, build: view.root.build)
  }

  private func explainBuiltin(_ name: String, _ key: BuiltinKey) -> WhyAnswer {
    if let provenance = key.provenance() {
      let value = key.value(in: DependencyValues._current)
      return .determined(path: name, value: EventValue(value), provenance: provenance)
    }
    return .builtin(name: name, key)
  }
}
