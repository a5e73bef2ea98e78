import DepplaySemantics
import DepplaySyntax

/// `@DependencyClient` clients, written as swift-dependencies' code writes them: a `Sendable`
/// struct of closure properties, each unimplemented unless given (ComposableRuntime's macro
/// expands it to `unimplementedEndpoint(…)`, the function the interpreter calls, so the
/// report and the thrown `Unimplemented` are the same bytes); a closure given as a default is
/// the placeholder an unimplemented call returns.
extension ProgramWriter {
  /// The Swift declaration of `client`.
  package mutating func clientDeclaration(_ client: ClientDeclaration) throws(ExportError)
    -> [String]
  {
    var lines = ["@DependencyClient", "struct \(client.name): Sendable {"]
    for endpoint in client.endpoints {
      if let method = endpoint.method {
        lines.append("  @DependencyEndpoint(method: \"\(method)\")")
      }
      var line = "  var \(endpoint.name): \(endpoint.type)"
      if let defaultValue = endpoint.defaultValue {
        guard case .closure(let literal) = defaultValue, literal.parameters.isEmpty,
          !literal.isAsync
        else {
          throw ExportError(
            "the default of '\(endpoint.name)'",
            because: "only a closure without parameters is written as the macro's placeholder",
            at: defaultValue.range)
        }
        line += " = " + (try closure(literal, isAsync: false, returnsValue: true))
      }
      lines.append(line)
    }
    for value in client.statics {
      guard case .call(.name(let name, _), let arguments, nil, _) = value.value,
        name == client.name  // `Self(…)` is lowered as a call of the client's name
      else {
        throw ExportError(
          "the static value '\(value.name)'", because: "it is not a construction of the client",
          at: value.range)
      }
      let construction = try clientConstruction("Self", of: client, arguments)
      lines.append("")
      lines += "static let \(value.name) = \(construction)".indentedLines
    }
    return lines + ["}"]
  }

  /// The client endpoint `name` refers to, when a client declares one so named.
  package func endpoint(named name: String) -> ClientDeclaration.Endpoint? {
    for client in clients.values {
      if let endpoint = client.endpoints.first(where: { $0.name == name }) { return endpoint }
    }
    return nil
  }

  /// The client endpoint a call of the method `name` calls: one so named, or one whose
  /// `@DependencyEndpoint(method:)` names `name`.
  package func calledEndpoint(named name: String) -> ClientDeclaration.Endpoint? {
    endpoint(named: name)
      ?? clients.values.lazy.compactMap { $0.endpoints.first { $0.method == name } }.first
  }

  /// `fetchUser: { id in … }, …`: a client construction's arguments, each closure written
  /// with the parameters and effects its endpoint's type gives it.
  package mutating func clientArguments(_ client: ClientDeclaration, _ arguments: [Argument])
    throws(ExportError) -> String
  {
    var texts: [String] = []
    for argument in arguments {
      let value = argument.value
      let endpoint = client.endpoints.first { $0.name == argument.label }
      let text =
        if let endpoint, case .closure(let literal) = value {
          try endpointClosure(literal, endpoint)
        } else {
          try expression(value, wantsValue: true)
        }
      texts.append((argument.label.map { "\($0): " } ?? "") + text)
    }
    return texts.joined(separator: ", ")
  }

  /// `Client(…)`: on one line when it fits after a declaration's `static let name = ` (and
  /// its type annotation, `annotation` characters more), else its arguments packed on the
  /// lines after it, as swift-format breaks a call.
  package mutating func clientConstruction(
    _ typeName: String, of client: ClientDeclaration, _ arguments: [Argument],
    annotation: Int = 0
  ) throws(ExportError) -> String {
    let list = try clientArguments(client, arguments)
    guard list.count + typeName.count + 32 + annotation > 100, !list.contains("\n") else {
      return "\(typeName)(\(list))"
    }
    var lines: [String] = []
    var current = ""
    for (index, argument) in arguments.enumerated() {
      let text =
        try clientArguments(client, [argument]) + (index == arguments.count - 1 ? ")" : ",")
      if !current.isEmpty, current.count + 1 + text.count > 96 {
        lines.append(current)
        current = text
      } else {
        current += (current.isEmpty ? "" : " ") + text
      }
    }
    lines.append(current)
    return "\(typeName)(\n" + lines.map { "  " + $0 }.joined(separator: "\n")
  }

  /// The value of an assignment to `target`: a closure assigned to an endpoint
  /// (`$0.apiClient.fetchUser = { id in … }`) is written as that endpoint's.
  package mutating func assignedValue(_ value: Expression, to target: Expression)
    throws(ExportError)
    -> String
  {
    if case .member(_, let name, _) = target, let endpoint = endpoint(named: name),
      case .closure(let literal) = value
    {
      return try endpointClosure(literal, endpoint)
    }
    if case .member(_, let name, _) = target,
      ContinuationProperty(rawValue: name) == .onTermination, case .closure(let literal) = value
    {
      // Swift infers the handler's parameter, the stream's `Termination`, from the property.
      return try closure(literal, isAsync: false, returnsValue: false)
    }
    return try expression(value, wantsValue: true)
  }

  /// A closure given to an endpoint: its type is the endpoint's (its parameters' types, and
  /// `async` when the endpoint is: a body that awaits runs as the interpreter runs an async
  /// closure, with the ordering model's waits), and a `throw` in it goes to the endpoint's
  /// caller when the endpoint throws. An async closure given to a synchronous endpoint is
  /// refused, as Swift refuses it.
  package mutating func endpointClosure(
    _ literal: ClosureLiteral, _ endpoint: ClientDeclaration.Endpoint
  )
    throws(ExportError) -> String
  {
    guard !literal.isAsync || endpoint.isAsync else {
      throw ExportError(
        "an async closure for '\(endpoint.name)'",
        because: "the endpoint's type is not async, so Swift refuses a closure that awaits",
        at: literal.range)
    }
    let text = try closure(
      literal, isAsync: literal.isAsync, returnsValue: !endpoint.typeShape.returnsVoid,
      throwsToCaller: endpoint.isThrowing)
    // One short statement stays on the closure's line: `{ id in "User \(id)" }`.
    let lines = text.split(separator: "\n")
    guard lines.count == 3 else { return text }
    var body = lines[1].dropFirst(2)
    if body.hasPrefix("return ") { body = body.dropFirst("return ".count) }
    let line = "\(lines[0]) \(body) }"
    return line.count <= 60 ? line : text
  }
}
