import DependencyRuntime

/// How a block ended: normally with the value of its last expression, or by `return`.
enum Flow: Sendable {
  case normal(ScriptValue)
  case returned(ScriptValue)

  var value: ScriptValue {
    switch self {
    case .normal(let value), .returned(let value): value
    }
  }
}

extension Interpreter {
  /// Runs a block synchronously.
  func execute(_ block: Block, _ context: inout Context) throws -> Flow {
    var last = ScriptValue.void
    for statement in block.statements {
      switch try execute(statement, &context) {
      case .returned(let value): return .returned(value)
      case .normal(let value): last = value
      }
    }
    return .normal(last)
  }

  /// Runs one statement synchronously (its `await`s, if any, were evaluated beforehand into
  /// `context.awaited`).
  func execute(_ statement: Statement, _ context: inout Context) throws -> Flow {
    try tick(statement.range, context)
    switch statement {
    case .dependency(let declaration):
      try declare(declaration, &context)
    case .context(_, let range), .build(_, let range):
      throw RuntimeError("'context' and 'build' are top-level statements", at: range)
    case .binding(let name, let value, let isAsync, let range):
      guard !isAsync else {
        throw RuntimeError("'async let' needs an asynchronous context", at: range)
      }
      context.frame.bind(name, try evaluate(value, &context))
    case .assignment(let target, let value, let range):
      try assign(target, try evaluate(value, &context), range: range, &context)
    case .why(let path, let range):
      try explain(path, range: range, &context)
    case .model(let declaration):
      state.withLock { $0.models[declaration.name] = declaration }
    case .test(let declaration):
      declareTest(declaration, frame: context.frame)
    case .prepare(let update, let range):
      try prepare(update, range: range, &context)
    case .forLoop(let variable, let sequence, let body, let range):
      for element in try elements(of: try evaluate(sequence, &context), range: range) {
        var inner = context.nested()
        inner.frame.bind(variable, element)
        if case .returned(let value) = try execute(body, &inner) { return .returned(value) }
      }
    case .returnStatement(let value, _):
      return .returned(try value.map { try evaluate($0, &context) } ?? .void)
    case .expression(let expression):
      return .normal(try evaluate(expression, &context))
    }
    return .normal(.void)
  }

  func elements(of value: ScriptValue, range: SourceRange) throws -> [ScriptValue] {
    switch value {
    case .list(let values): return values
    case .range(let range): return range.map { .int($0) }
    default:
      throw RuntimeError("cannot loop over a value of type \(value.typeName)", at: range,
        notes: ["loop over a range (0..<3, 1...3) or a list ([1, 2])"])
    }
  }

  /// `dependency name { live: …, preview: …, test: … }`
  private func declare(_ declaration: KeyDeclaration, _ context: inout Context) throws {
    let live = try declaration.live.map { try evaluate($0, &context) }
    let preview = try declaration.preview.map { try evaluate($0, &context) }
    let sample = live ?? preview
    let test: DynamicDependencyKey<ScriptValue>.TestValue?
    switch declaration.test {
    case .value(let expression)?: test = .value(try evaluate(expression, &context))
    case .unimplemented?: test = .unimplemented(placeholder: sample?.placeholder ?? .none)
    case nil: test = nil
    }
    let key: DynamicDependencyKey<ScriptValue>
    if let live {
      key = DynamicDependencyKey(name: declaration.name, live: live, preview: preview, test: test)
    } else {
      key = DynamicDependencyKey(name: declaration.name, preview: preview, test: test ?? .value(.none))
    }
    var typeSample = sample ?? .none
    if case .value(let value)? = test, case .none = typeSample { typeSample = value }
    state.withLock { $0.keys[declaration.name] = .script(key, sample: typeSample) }
  }

  /// `why key.field…`: where a read here would get its value from.
  private func explain(_ path: [String], range: SourceRange, _ context: inout Context) throws {
    let name = path[0]
    let explanation: String
    if let model = context.model, let property = model.properties[name] {
      switch property {
      case .script(let dependency, let key, _):
        explanation = "\(dependency.wrappedValue.debugDescription) — "
          + dependency.resolvedValues.provenance(of: key).description
      case .context(let dependency):
        explanation = dependency.wrappedValue.rawValue
      }
    } else {
      switch try key(named: name, range: range) {
      case .script(let key, _):
        let dependency = Dependency(dynamic: key)
        var value = dependency.wrappedValue
        for field in path.dropFirst() { value = try member(field, of: value, range: range) }
        explanation = "\(value.debugDescription) — " + dependency.resolvedValues.provenance(of: key).description
      case .context:
        let values = DependencyValues._current
        explanation = "\(values.context.rawValue) — the context in force here"
      }
    }
    let text = "\(path.joined(separator: ".")) = \(explanation)"
    events.emit(.why(key: path.joined(separator: "."), explanation: text, unit: context.unit.info, range: range))
  }

  func key(named name: String, range: SourceRange) throws -> KeyReference {
    let (reference, known) = state.withLock { ($0.keys[name], Array($0.keys.keys)) }
    guard let reference else {
      throw RuntimeError("unknown dependency '\(name)'", at: range, notes: DidYouMean.note(for: name, among: known))
    }
    return reference
  }
}
