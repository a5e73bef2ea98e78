import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

/// A `@DependencyClient` client as a session keeps it: its declaration, and its static values
/// once evaluated.
package struct DeclaredClient: Sendable {
  package let declaration: ClientDeclaration
  package var statics: [String: ScriptValue] = [:]
}

extension Interpreter {
  /// `@DependencyClient struct Name { … }`: the client is known from here on; its endpoints'
  /// defaults and its static values (`static let failing = Self(…)`) are evaluated now, as
  /// literals are.
  package func declare(_ declaration: ClientDeclaration, _ context: inout Context) throws {
    state.withLock { $0.clients[declaration.name] = DeclaredClient(declaration: declaration) }
    var statics: [String: ScriptValue] = [:]
    for value in declaration.statics {
      var inner = context.nested()
      inner.model = nil
      statics[value.name] = try evaluate(value.value, &inner)
    }
    state.withLock { $0.clients[declaration.name]?.statics = statics }
  }

  /// `APIClient()` (every endpoint unimplemented), `APIClient(fetchUser: …, …)` (every
  /// endpoint given, in declaration order), `SomeError(…)`, `Feature.State(…)`; `nil` when
  /// `name` is none of those.
  package func constructDeclaredType(
    _ name: String, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue? {
    if let feature = feature(ofStateType: name) {
      return try initialState(of: feature, arguments: arguments, range: range, &context)
    }
    if let errorType = state.withLock({ $0.errorTypes[name] }) {
      return try record(
        named: name, fields: errorType.declaration.fields, declaredIn: errorType.frame,
        arguments: arguments, range: range, &context)
    }
    if let plain = state.withLock({ $0.structs[name] }) {
      // `FactClient { … }`: the trailing closure is the argument of the parameter Swift's
      // forward scan gives it (the checker made sure there is one).
      let closure = trailing.flatMap { literal in
        plain.declaration.trailingClosureLabel(after: arguments.map(\.label)).map {
          Argument(label: $0, value: .closure(literal), range: literal.range)
        }
      }
      return try memberwise(
        plain, arguments: arguments + (closure.map { [$0] } ?? []), range: range, &context)
    }
    if let plain = state.withLock({ $0.enums[name] }) {
      if plain.isSwiftResult,
        let result = try resultCatching(
          arguments: arguments, trailing: trailing, range: range, &context)
      {
        return result
      }
      return try enumFromRawValue(plain, arguments: arguments, range: range, &context)
    }
    guard let client = state.withLock({ $0.clients[name] })?.declaration else { return nil }
    let endpoints = client.endpoints
    guard arguments.isEmpty || arguments.map(\.label) == endpoints.map(\.name) else {
      throw RuntimeError(
        "\(name)(…) takes every endpoint, in order, or none", at: range,
        notes: [
          "write \(name)() for a client whose endpoints are all unimplemented, or "
            + "\(name)(\(endpoints.map { "\($0.name): { … }" }.joined(separator: ", ")))",
          "to replace one endpoint, override it: $0.\(lowercasedFirst(name)).\(endpoints.first?.name ?? "endpoint") = { … }",
        ])
    }
    var fields: [Record.Field] = []
    for (endpoint, argument) in zip(endpoints, arguments) {
      let value = try evaluate(argument.value, &context)
      fields.append(
        .init(
          name: endpoint.name,
          value: UnimplementedClosure.given(value, throwing: endpoint.isThrowing)))
    }
    if arguments.isEmpty {
      for endpoint in endpoints {
        var inner = context.nested()
        inner.model = nil
        let defaultValue = try endpoint.defaultValue.map { try evaluate($0, &inner) }
        let unimplemented = UnimplementedEndpoint(
          name: "\(name).\(endpoint.name)", endpoint: endpoint, defaultValue: defaultValue)
        fields.append(
          .init(name: endpoint.name, value: .builtin(.unimplementedEndpoint(unimplemented))))
      }
    }
    return .record(Record(name: name, fields: fields))
  }

  /// `APIClient.failing`: a client's static value; `nil` when `base` names no client.
  package func clientStatic(
    _ name: String, of base: Expression, range: SourceRange, _ context: Context
  )
    throws -> ScriptValue?
  {
    guard case .name(let type, let typeRange) = base,
      context.frame.resolutions[typeRange] == .model,
      let client = state.withLock({ $0.clients[type] })
    else { return nil }
    guard let value = client.statics[name] else {
      throw RuntimeError(
        "type '\(type)' has no static value '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: client.declaration.statics.map(\.name)))
    }
    return value
  }

  /// `.failing` where a client is implied (`$0.apiClient = .failing`): the static value of
  /// that name of the one client that declares it; `nil` if none does. depplay does not infer
  /// types, so a name two clients declare must be written with its type.
  package func clientStatic(implied name: String, range: SourceRange) throws -> ScriptValue? {
    let candidates = state.withLock { state in
      state.clients.values.filter { $0.statics[name] != nil }
    }
    guard candidates.count <= 1 else {
      throw RuntimeError(
        "'.\(name)' is ambiguous: several clients declare it", at: range,
        notes: [
          "write it with its type: "
            + candidates.map { "\($0.declaration.name).\(name)" }
            .sorted().joined(separator: " or ")
        ])
    }
    return candidates.first?.statics[name]
  }

  /// The field of `record` that a call of its member `name` calls: the field so named, or the
  /// endpoint whose `@DependencyEndpoint(method:)` names `name` and whose method takes the
  /// call's labels (several endpoints may name one method, as overloads told apart by their
  /// labels; other labels are swiftc's error); `nil` when it has neither.
  package func calledField(
    _ name: String, of record: Record, arguments: [Argument], range: SourceRange
  ) throws -> String? {
    if record[field: name] != nil { return name }
    let overloads =
      state.withLock({ $0.clients[record.name] })?.declaration.endpoints
      .filter { $0.method == name } ?? []
    guard let first = overloads.first else { return nil }
    let labels = arguments.map(\.label)
    if let endpoint = overloads.first(where: { $0.argumentLabels == labels }) {
      return endpoint.name
    }
    func written(_ labels: [String?]) -> String {
      labels.map { ($0 ?? "_") + ":" }.joined()
    }
    func method(_ endpoint: ClientDeclaration.Endpoint) -> String {
      "\(name)(\(endpoint.argumentLabels.map { ($0.map { $0 + ": " } ?? "") + "…" }.joined(separator: ", ")))"
    }
    guard overloads.count > 1 else {
      throw RuntimeError(
        "incorrect argument labels in call (have '\(written(labels))', expected '\(written(first.argumentLabels))')",
        at: range,
        notes: [
          "@DependencyEndpoint(method: \"\(name)\") takes the names of the endpoint's parameters as labels: "
            + method(first)
        ])
    }
    throw RuntimeError(
      "no exact matches in call to instance method '\(name)'", at: range,
      notes: overloads.map { "candidate: " + method($0) })
  }

  /// Calls an unimplemented endpoint: the library's default reports the call and, if the
  /// endpoint throws, throws `Unimplemented` (thrown on in the script); otherwise the
  /// declared default gives the result.
  package func callUnimplemented(
    _ endpoint: UnimplementedEndpoint, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    guard arguments.count == endpoint.endpoint.parameterCount else {
      throw RuntimeError(
        "'\(endpoint.name)' takes \(endpoint.endpoint.parameterCount) argument(s), not \(arguments.count)",
        at: range)
    }
    let values = try arguments.map { try evaluate($0.value, &context) }
    // A call of the endpoint's default, declared with the endpoint: a node in the tree where
    // it happens, with the caller's values (the default captured none).
    let unit = context.unit.info
    events.emit(
      .closureCalled(
        madeAt: endpoint.endpoint.range, start: .callersValues, unit: unit, range: range))
    defer { events.emit(.scopeLeft(unit: unit, range: range)) }
    do {
      try endpoint.report()
    } catch let error as Unimplemented {
      throw ScriptThrow(value: .builtin(.unimplementedError(error)), at: range)
    }
    guard let defaultValue = endpoint.defaultValue else {
      return endpoint.endpoint.typeShape.givesOptional ? .none : .void
    }
    return try callValue(defaultValue, named: endpoint.name, values: values, range: range, &context)
  }

  /// What `throw value` throws: a value of a `struct Name: Error` type (or a caught
  /// `Unimplemented`, thrown on); anything else is refused, as Swift refuses it.
  package func thrown(_ value: ScriptValue, at range: SourceRange) throws -> ScriptThrow {
    switch value {
    case .record(let record) where state.withLock({ $0.errorTypes[record.name] != nil }):
      return ScriptThrow(value: value, at: range)
    case .enumCase(let value)
    where state.withLock({ $0.enums[value.typeName]?.isError == true }):
      return ScriptThrow(value: .enumCase(value), at: range)
    case .builtin(.unimplementedError), .builtin(.unimplementedFailure),
      .builtin(.cancellationError):
      return ScriptThrow(value: value, at: range)
    default:
      throw RuntimeError(
        "thrown expression type '\(value.typeName)' does not conform to 'Error'", at: range,
        notes: [
          "declare an error type: struct SomeError: Error {}, then throw SomeError(); or enum"
            + " LoadError: Error { case offline }, then throw LoadError.offline"
        ])
    }
  }

  private func lowercasedFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }
}
