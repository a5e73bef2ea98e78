import DependencyRuntime

extension Interpreter {
  /// `why key.field…`: where a read here would get its value from — without reading it, so
  /// asking raises no issue and caches nothing. The value is shown when it is already
  /// determined (an override, a captured override, a prepared or cached default); otherwise
  /// `why` says what a read would compute.
  func explain(_ path: [String], range: SourceRange, _ context: inout Context) throws {
    let name = path[0]
    let text: String
    if let property = context.model?.properties[name] ?? selfDependency(named: name, context) {
      switch property {
      case .script(let dependency, let key, let fields):
        text = try explain(
          path, fields: fields, key: key, view: dependency.resolvedValues, range: range)
      case .context(let dependency):
        text = "\(name) = \(dependency.resolvedValues.context.rawValue) — the context in force here"
      case .builtin(_, let key, _):
        text = explainBuiltin(name, key)
      case .values:
        text = "\(name) — the whole DependencyValues in force here: ask why about one key"
      }
    } else {
      switch try key(named: name, range: range) {
      case .script(let scriptKey):
        let view = Dependency(dynamic: scriptKey.key).resolvedValues
        text = try explain(path, fields: [], key: scriptKey.key, view: view, range: range)
      case .context:
        text = "\(name) = \(DependencyValues._current.context.rawValue) — the context in force here"
      case .builtin(let key):
        text = explainBuiltin(name, key)
      }
    }
    events.emit(
      .why(
        key: path.joined(separator: "."), explanation: text, unit: context.unit.info, range: range))
  }

  private func explain(
    _ path: [String], fields: [String], key: DynamicDependencyKey<ScriptValue>,
    view: DependencyValues, range: SourceRange
  ) throws -> String {
    let written = path.joined(separator: ".")
    let provenance = view.provenance(of: key)
    if var value = view.determinedValue(of: key) {
      for field in fields + path.dropFirst() { value = try member(field, of: value, range: range) }
      return "\(written) = \(value.debugDescription) — \(provenance)"
    }
    guard case .uncomputedDefault(let context) = provenance,
      case .script(let scriptKey)? = state.withLock({ $0.keys[key.name] })
    else { return "\(written) — \(provenance)" }
    let computed = scriptKey.defaults.computed(in: context, build: view.root.build)
    return
      "\(written) — not read yet in this cache: a read here would compute the \(context) default: \(computed)"
  }

  private func explainBuiltin(_ name: String, _ key: BuiltinKey) -> String {
    if let provenance = key.provenance() {
      let value = key.value(in: DependencyValues._current)
      return "\(name) = \(value.debugDescription) — \(provenance)"
    }
    return "\(name) — the built-in dependency \\.\(key.rawValue): its override if a scope set one, "
      + "else its default for the context in force (in tests, a stand-in that reports an issue when used)"
  }
}
