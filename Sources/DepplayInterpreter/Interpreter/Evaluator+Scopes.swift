import DependencyRuntime
import DepplaySyntax

extension Interpreter {
  /// Where `writer` (`withDependencies`, …) at `range` was written, as `why` names it.
  package func origin(_ writer: String, _ range: SourceRange, _ context: Context)
    -> DependencyOrigin
  {
    let place = writtenPlace(of: range, context)
    return DependencyOrigin(
      writer: writer, file: place.file, line: place.line, column: range.start.column)
  }

  /// The parent of `withDependencies(from:)`: a model instance.
  private func parentModel(_ parent: Expression, _ context: inout Context) throws -> ModelInstance {
    let value = try evaluate(parent, &context)
    guard case .model(let model) = value else {
      throw RuntimeError(
        "withDependencies(from:) needs a model instance, not \(value.typeName.withIndefiniteArticle)",
        at: parent.range)
    }
    return model
  }

  /// `withDependencies { update } operation: { … }` run synchronously.
  package func scope(
    from parent: Expression?, update: ClosureLiteral, operation: ClosureLiteral, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let parentModel = try parent.map { try self.parentModel($0, &context) }
    events.emit(
      .scopeEntered(
        kind: parent == nil ? .withDependencies : .withDependenciesFrom,
        unit: context.unit.info, range: range))
    defer { events.emit(.scopeLeft(unit: context.unit.info, range: range)) }
    var scopeValues: DependencyValues?
    let updateValues = { (values: inout DependencyValues) throws in
      try self.applyUpdate(update, to: &values, context)
    }
    let body = { () throws -> ScriptValue in
      scopeValues = DependencyValues._current
      var inner = context.nested()
      return try self.execute(operation.body, &inner).value
    }
    let result: ScriptValue
    if let parentModel {
      result = try withDependencies(
        from: parentModel, origin: origin("withDependencies(from:)", range, context), updateValues,
        operation: body)
    } else {
      result = try withDependencies(
        origin: origin("withDependencies", range, context), updateValues, operation: body)
    }
    remember(scopeValues, for: result)
    return result
  }

  /// `withDependencies { update } operation: { … }` whose operation suspends or spawns.
  package func scopeAsync(
    from parent: Expression?, update: ClosureLiteral, operation: ClosureLiteral, range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    let parentModel = try parent.map { try self.parentModel($0, &context) }
    events.emit(
      .scopeEntered(
        kind: parent == nil ? .withDependencies : .withDependenciesFrom,
        unit: context.unit.info, range: range))
    defer { events.emit(.scopeLeft(unit: context.unit.info, range: range)) }
    var scopeValues: DependencyValues?
    let outer = context
    let updateValues = { (values: inout DependencyValues) async throws in
      try self.applyUpdate(update, to: &values, outer)
    }
    let body = { () async throws -> ScriptValue in
      scopeValues = DependencyValues._current
      var inner = outer.nested()
      return try await self.executeAsync(operation.body.statements[...], &inner).value
    }
    let result: ScriptValue
    if let parentModel {
      result = try await withDependencies(
        from: parentModel, origin: origin("withDependencies(from:)", range, context), updateValues,
        operation: body)
    } else {
      result = try await withDependencies(
        origin: origin("withDependencies", range, context), updateValues, operation: body)
    }
    remember(scopeValues, for: result)
    return result
  }

  /// A scope that returned a model remembers its values for it, as the library does for a
  /// class result.
  private func remember(_ values: DependencyValues?, for result: ScriptValue) {
    if let values, case .model(let model) = result { rememberDependencies(values, for: model) }
  }

  /// Runs an update closure with `$0` bound to `values`, or to the key `focus` of them (a
  /// `.transformDependency` closure's).
  package func applyUpdate(
    _ update: ClosureLiteral, to values: inout DependencyValues, focus: String? = nil,
    _ context: Context
  ) throws {
    guard !update.body.statements.isEmpty else { return }
    try ValuesUnderUpdate.with(&values, focus: focus) { updating in
      var inner = context.nested()
      inner.updating = updating
      if let name = update.parameters.first { inner.frame.bind(name, .none) }
      _ = try execute(update.body, &inner)
    }
  }

  /// Whether `expression` is a path from the values the running update closure updates
  /// (`$0.key`, `values.key.field`), as the checker resolved its root.
  package func isUpdatedValuesPath(_ expression: Expression, _ context: Context) -> Bool {
    switch expression {
    case .name(_, let range): context.frame.resolutions[range] == .updatedValues
    case .member(let base, _, _): isUpdatedValuesPath(base, context)
    default: false
    }
  }

  /// The path after `$0` in `$0.a.b`.
  private func dollarZeroPath(_ expression: Expression) -> [String] {
    switch expression {
    case .member(let base, let name, _): dollarZeroPath(base) + [name]
    default: []
    }
  }

  /// `$0.key` or `$0.key.field` read inside an update closure (reading resolves the default).
  package func readUnderUpdate(
    _ expression: Expression, range: SourceRange, _ context: inout Context
  )
    throws -> ScriptValue
  {
    guard let updating = context.updating else {
      throw RuntimeError("'$0' is only available in an update closure", at: range)
    }
    let path = updating.fullPath(dollarZeroPath(expression))
    guard let name = path.first else { throw RuntimeError("read a key: $0.key", at: range) }
    var value: ScriptValue
    switch try key(named: name, range: range) {
    case .script(let scriptKey): value = updating.values[dynamic: scriptKey.key]
    case .context: value = .context(updating.values.context)
    case .builtin(let key): value = key.value(in: updating.values)
    }
    for field in path.dropFirst() { value = try member(field, of: value, range: range) }
    return value
  }

  /// `$0.key = v`, `$0.key.field = v` (reads the key first: SEMANTICS rule 4), `$0 = .test`.
  package func assign(
    _ target: Expression, _ value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws {
    guard let updating = context.updating else {
      // A property of a built-in value held in a local (`calendar.timeZone = …`).
      if case .member(.name(let owner, _), let property, _) = target,
        let held = context.frame.lookup(owner)
      {
        // A property it has: read-only (`calendar.identifier = …`), or given another type
        // (`calendar.timeZone = 5`); ``BuiltinValue/setting(_:to:)`` sets the others.
        if case .builtin(let builtin) = held, let current = builtin.member(property) {
          throw RuntimeError(
            current.hasSameType(as: value)
              ? "cannot assign to property: '\(property)' is a get-only property"
              : "cannot assign value of type '\(value.typeName)' to type '\(current.typeName)'",
            at: range)
        }
        throw RuntimeError(
          "setting '\(property)' of \(held.typeName.withIndefiniteArticle) is not supported yet",
          at: range, notes: ["make a new value with what you need instead"])
      }
      throw RuntimeError("only '$0' can be assigned, inside an update closure", at: range)
    }
    let path = updating.fullPath(dollarZeroPath(target))
    guard !path.isEmpty else {
      updating.values = try resetValues(value, range: range)
      return
    }
    try set(path, to: value, in: &updating.values, range: range)
  }

  /// Sets the key `path[0]`, or its field `path[1…]`, to `value` in `values`: what `$0.key = v`
  /// and `$0.key.field = v` do, and the test trait `.dependency(\.key.field, v)`.
  package func set(
    _ path: [String], to value: ScriptValue, in values: inout DependencyValues,
    range: SourceRange
  ) throws {
    let name = path[0]
    switch try key(named: name, range: range) {
    case .context:
      guard path.count == 1, case .context(let newContext) = value else {
        throw RuntimeError("'context' is set to .live, .preview or .test", at: range)
      }
      values.context = newContext
    case .builtin(let key):
      var current = value
      if path.count > 1 {
        current = key.value(in: values)
        try setField(path.dropFirst(), of: &current, to: value, range: range)
      }
      guard key.set(current, in: &values) else {
        throw RuntimeError(
          "cannot assign a value of type \(value.typeName) to '\(name)' (\(key.valueType.withIndefiniteArticle))",
          at: range)
      }
    case .script(let scriptKey):
      let key = scriptKey.key
      let sample = scriptKey.sample
      if path.count == 1 {
        guard sample.hasSameType(as: value) else {
          throw RuntimeError(
            "cannot assign a value of type \(value.typeName) to '\(name)' (\(sample.typeName.withIndefiniteArticle))",
            at: range)
        }
        values[dynamic: key] = value
      } else {
        var current = values[dynamic: key]
        try setField(path.dropFirst(), of: &current, to: value, range: range)
        values[dynamic: key] = current
      }
    }
  }

  package func setField(
    _ path: ArraySlice<String>, of value: inout ScriptValue, to newValue: ScriptValue,
    range: SourceRange
  ) throws {
    guard let field = path.first else {
      if value.isClosure, !newValue.isClosure {
        throw RuntimeError(
          "cannot replace an endpoint with \(newValue.typeName.withIndefiniteArticle)", at: range,
          notes: ["an endpoint is a closure: $0.apiClient.fetchUser = { id in \"Blob\" }"])
      }
      // swiftc checks the field's type; an integer may stand for a Double, as a literal does,
      // and a field an init has not given a value yet (`.void`) takes its first.
      let fits: Bool =
        switch (value, newValue) {
        case (.double, .int), (.void, _): true
        default: value.hasSameType(as: newValue)
        }
      guard fits else {
        throw RuntimeError(
          "cannot assign value of type '\(newValue.typeName)' to type '\(value.typeName)'",
          at: range)
      }
      value = newValue
      return
    }
    if case .builtin(let builtin) = value, path.count == 1 {
      guard let updated = builtin.setting(field, to: newValue) else {
        throw RuntimeError(
          "cannot set '\(field)' of \(value.typeName.withIndefiniteArticle) to \(newValue.typeName.withIndefiniteArticle)",
          at: range,
          notes: builtin.isDateGenerator
            ? ["write $0.date.now = Date(timeIntervalSince1970: 0)"] : [])
      }
      value = .builtin(updated)
      return
    }
    if case .record(var record) = value, path.count == 1,
      Self.setSharedStorage(field, of: &record, to: newValue)
    {
      value = .record(record)
      return
    }
    guard case .record(var record) = value, var inner = record[field: field] else {
      let fields: [String]
      if case .record(let record) = value {
        fields = record.fields.map(\.name)
      } else {
        fields = []
      }
      throw RuntimeError(
        "a value of type \(value.typeName) has no field '\(field)'", at: range,
        notes: DidYouMean.note(for: field, among: fields))
    }
    try setField(path.dropFirst(), of: &inner, to: newValue, range: range)
    record[field: field] = inner
    value = try bounded(.record(record), at: range)
  }

  private func resetValues(_ value: ScriptValue, range: SourceRange) throws -> DependencyValues {
    switch value {
    case .context(.live): return .live
    case .context(.preview): return .preview
    case .context(.test): return .test
    case .builtin(.dependencyValues(let values)):
      return values
    default:
      throw RuntimeError(
        "'$0' can only be replaced by .live, .preview, .test or DependencyValues()", at: range)
    }
  }

  /// `prepareDependencies { … }`
  package func prepare(_ update: ClosureLiteral, range: SourceRange, _ context: inout Context)
    throws
  {
    let outer = context
    try prepareDependencies(origin: origin("prepareDependencies", range, context)) { values in
      try self.applyUpdate(update, to: &values, outer)
    }
  }
}
