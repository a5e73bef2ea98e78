import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// The statements of the innermost scope's block, each preceded by the `@Dependency`
  /// declarations and comments it needs and followed by the ordering model's wait.
  package mutating func block(_ statements: [Statement]) throws(ExportError) -> [String] {
    var lines: [String] = []
    for (index, statement) in statements.enumerated() {
      lines += try self.statement(statement, isLast: index == statements.count - 1)
    }
    return lines
  }

  /// One statement, with what goes before and after it.
  package mutating func statement(_ statement: Statement, isLast: Bool = false) throws(ExportError)
    -> [String]
  {
    let top = scopes.count - 1
    scopes[top].pendingReads = []
    scopes[top].pendingNotes = []
    let text = try code(for: statement, isLast: isLast)
    guard !text.isEmpty else { return [] }
    var lines = scopes[top].pendingNotes.map { "// \($0)" }
    for key in scopes[top].pendingReads where !scopes[top].declaredReads.contains(key) {
      lines.append("@Dependency(\\.\(key)) var \(key)")
      scopes[top].declaredReads.insert(key)
    }
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if plain { return lines }
    if scopes[top].isAsync, !scopes[top].isMainActor, !scopes[top].isOnActor,
      needsSettle(statement)
    {
      guard text.hasPrefix("return ") else { return lines + ["await script.settle()"] }
      // The spawned work runs before the block returns: keep the value, settle, return it.
      let first = lines.firstIndex { $0.hasPrefix("return ") } ?? lines.startIndex
      lines[first] = "let result = " + lines[first].dropFirst("return ".count)
      lines += ["await script.settle()", "return result"]
    } else if statement.contains(intoClosures: false, where: Self.isBlock) {
      // Synchronous or actor-isolated code does not park, but waits for its queue blocks.
      lines.append("script.waitForBlocks()")
    }
    return lines
  }

  private mutating func code(for statement: Statement, isLast: Bool) throws(ExportError) -> String {
    switch statement {
    case .dependency, .model, .feature, .function, .protocolType:
      return ""
    case .switchStatement(let statement):
      return try switchStatement(statement)
    case .ifStatement(let statement):
      return try ifStatement(statement)
    case .client(let declaration):
      guard clients[declaration.name]?.range != declaration.range else { return "" }
      throw ExportError(
        "the client '\(declaration.name)' inside a block",
        because: "Swift declares it at the top level here", at: declaration.nameRange)
    case .errorType(let declaration):
      guard errorTypes[declaration.name]?.range != declaration.range else { return "" }
      throw ExportError(
        "the error type '\(declaration.name)' inside a block",
        because: "Swift declares it at the top level here", at: declaration.nameRange)
    case .structType(let declaration):
      guard structs[declaration.name]?.range != declaration.range else { return "" }
      throw ExportError(
        "the struct '\(declaration.name)' inside a block",
        because: "Swift declares it at the top level here", at: declaration.nameRange)
    case .typeAlias(let declaration):
      guard typeAliases[declaration.name]?.range != declaration.range else { return "" }
      throw ExportError(
        "the typealias '\(declaration.name)' inside a block",
        because: "Swift declares it at the top level here", at: declaration.nameRange)
    case .enumType(let declaration):
      guard enums[declaration.name]?.range != declaration.range else { return "" }
      throw ExportError(
        "the enum '\(declaration.name)' inside a block",
        because: "Swift declares it at the top level here", at: declaration.nameRange)
    case .throwStatement(let value, let range):
      // Elsewhere the error would leave a closure or method, whose callers the export does not
      // mark with `try`, or end a task, which depplay reports where Swift keeps it.
      guard scopes[scopes.count - 1].throwIsHandled else {
        throw ExportError(
          "this 'throw'", because: "only a throw that a 'do' catches or that ends the script is",
          at: range, notes: ["catch it with do { … } catch { … } in the same closure or method"])
      }
      return "throw " + (try expression(value, wantsValue: true))
    case .doCatch(let statement):
      return try doCatch(statement)
    case .deferStatement(let body, _):
      return try deferStatement(body)
    case .context(_, let range), .build(_, let range):
      throw ExportError("'context' inside a block", because: "it restarts the process", at: range)
    case .binding(let name, let value, let isAsync, let range):
      let code: String
      if isAsync {
        note("async let copies task-locals: overrides inherited")
        let body = ClosureLiteral(
          parameters: [], body: Block(statements: [.expression(value)], range: range), range: range)
        code =
          plain
          ? "async let \(name) = " + (try expression(value, wantsValue: true))
          : "async let \(name) = script.unit(.asyncLet) "
            + (try closure(body, isAsync: true, returnsValue: true, inheritsIsolation: false))
            + "()"
        scopes[scopes.count - 1].asyncLets.insert(name)
      } else {
        try refuseOptionalLocal(name, value, range: range)
        let keyword = variables.contains(range.start.offset) ? "var" : "let"
        let annotation = typeAnnotations[range.start.offset].map { ": " + $0 } ?? ""
        code =
          "\(keyword) \(name)\(annotation) = " + tryPrefix(statement)
          + (try expression(value, wantsValue: true))
        if givesThrowingTask(value) { throwingTasks.insert(name) }
        if givesValueWhenCalled(value) {
          valueClosures.insert(name)
        } else {
          valueClosures.remove(name)
        }
        storeLocals[name] = storeKind(of: value)
      }
      scopes[scopes.count - 1].locals.insert(name)
      return code
    case .destructuring(let names, let value, let range):
      let keyword = variables.contains(range.start.offset) ? "var" : "let"
      let annotation = typeAnnotations[range.start.offset].map { ": " + $0 } ?? ""
      scopes[scopes.count - 1].locals.formUnion(names)
      return "\(keyword) (\(names.joined(separator: ", ")))\(annotation) = " + tryPrefix(statement)
        + (try expression(value, wantsValue: true))
    case .deferredBinding(let name, let range):
      let keyword = variables.contains(range.start.offset) ? "var" : "let"
      scopes[scopes.count - 1].locals.insert(name)
      return "\(keyword) \(name): " + (typeAnnotations[range.start.offset] ?? "")
    case .sharedBinding(let binding):
      return try sharedBinding(binding)
    case .sharedKey:
      return ""  // declared with the script's types (``sharedKeyDeclaration(_:)``)
    case .localDependency(let name, let keyPath, _):
      noteSchedulerUse(ofKey: keyPath[0])
      scopes[scopes.count - 1].locals.insert(name)
      return "\(Self.dependencyAttribute(keyPath)) var \(name)"
    case .assignment(let target, let op, let value, _):
      if let text = try storeAssignment(target, value: value) { return text }
      if case .member = target, case .closure = value {
        return try expression(target) + " = " + assignedValue(value, to: target)
      }
      if case .compound = op, case .binary(_, _, let right, _) = value {
        // `state.count += 1` (stored as `state.count = state.count + 1`).
        return try expression(target) + " \(op.symbol) " + tryPrefix(statement)
          + expression(right, wantsValue: true)
      }
      return try expression(target) + " = " + tryPrefix(statement)
        + expression(value, wantsValue: true)
    case .discard(let value, _):
      return "_ = " + tryPrefix(statement) + (try expression(value, wantsValue: true))
    case .mainSerialExecutor(let value, _) where plain:
      return SwiftOutsideDepplay.mainSerialExecutorSwitch + " = "
        + (try expression(value, wantsValue: true))
    case .mainSerialExecutor:
      // The program's harness already runs its jobs one at a time, in order.
      return "// " + source.text(of: statement.range) + ": the harness runs jobs in order"
    case .why where plain:
      return "// depplay explains here: \(source.text(of: statement.range))"
    case .why(_, let range):
      throw ExportError(
        "'why'", because: "provenance is depplay's question; swift-dependencies has no API for it",
        at: range, notes: ["print the value instead: print(key)"])
    case .test(let declaration):
      tests.append(declaration)
      return try testFunction(declaration)
    case .prepare(let update, _):
      return "prepareDependencies " + (try updateClosure(update))
    case .forLoop(let loop):
      let header = try forLoopHead(loop)
      let literal = ClosureLiteral(parameters: [], body: loop.body, range: loop.body.range)
      let isAsync = scopes[scopes.count - 1].isAsync && statement.suspends
      return header
        + (try closure(
          literal, isAsync: isAsync, returnsValue: false, locals: Set(loop.boundNames),
          inline: false, isLoop: true))
    case .whileLoop(let loop):
      return try whileLoop(loop)
    case .jump(let jump):
      return self.jump(jump)
    case .returnStatement(let value, _):
      return try value.map { (value) throws(ExportError) in
        "return " + tryPrefix(statement) + (try expression(value, wantsValue: true))
      } ?? "return"
    case .expression(.call(let callee, let arguments, nil, _))
    where plain && function(callee) == .expect && arguments.count == 1
      && arguments[0].label == nil:
      let condition = arguments[0].value
      let suspends = condition.contains(intoClosures: false) {
        if case .await = $0 { true } else { false }
      }
      let text = try expression(condition, wantsValue: true)
      guard suspends || throwsError(statement) else { return "assert(\(text))" }
      // `assert` takes an autoclosure, which cannot await or throw.
      return "if \(tryPrefix(statement))!(\(text)) {\n  assertionFailure("
        + swiftString(source.text(of: condition.range)) + ")\n}"
    case .expression(let expression):
      let returns = isLast && scopes[scopes.count - 1].returnsValue && isValue(expression)
      return (returns ? "return " : "") + tryPrefix(statement)
        + (try self.expression(expression, wantsValue: returns))
    }
  }

  /// Whether the interpreter would wait after this statement, in an asynchronous block: it
  /// spawns work, awaits, or calls code that might.
  private func needsSettle(_ statement: Statement) -> Bool {
    if case .binding(_, _, true, _) = statement { return true }
    return statement.contains(intoClosures: true) { expression in
      switch expression {
      case .task, .dispatch, .thread, .withTaskGroup, .await: return true
      case .call(.name(let name, let range), _, _, _):
        // A closure or method may spawn, and so may a script key's closure; a built-in
        // spawns nothing, and a model or record is only constructed.
        switch resolutions[range] {
        case .local?, .updatedValues?, nil, .selfMember?, .staticMember?, .function?: return true
        case .key?, .modelMember?:
          return calledKey(name, at: range).map { Builtin.keys[$0] == nil } ?? true
        case .model?, .builtin?, .record?: return false
        }
      case .call(.member(_, _, let range), _, _, _):
        // A value's method (`name.uppercased()`) spawns nothing; its closure, if it takes
        // one, is looked into.
        return resolutions.view.valueMethod(of: range) == nil
      default: return false
      }
    }
  }

  /// `try ` before a statement's code when it throws (see ``throwsError(_:methods:)``).
  private func tryPrefix(_ statement: Statement) -> String {
    throwsError(statement) ? "try " : ""
  }

  package static func isBlock(_ expression: Expression) -> Bool {
    switch expression {
    case .dispatch, .thread: true
    default: false
    }
  }

  /// Records a comment for the statement being written.
  package mutating func note(_ text: String) {
    let top = scopes.count - 1
    if !scopes[top].pendingNotes.contains(text) { scopes[top].pendingNotes.append(text) }
  }

  /// `@Sendable func name(parameter: Type) async { … }`
  private mutating func testFunction(_ declaration: TestDeclaration) throws(ExportError) -> String {
    let types = try testParameterTypes(declaration)
    let parameters = zip(declaration.parameters, types).map { "\($0): \($1)" }
      .joined(separator: ", ")
    let body = ClosureLiteral(parameters: [], body: declaration.body, range: declaration.range)
    let effects = testThrows(declaration) ? "async throws" : "async"
    return "@Sendable func \(declaration.functionName)(\(parameters)) \(effects) "
      + (try closure(
        body, isAsync: true, returnsValue: false, locals: Set(declaration.parameters), inline: false
      ))
  }

  /// The Swift types of a parameterized test's parameters, from its literal arguments: the
  /// elements' type, a tuple's values' types, or each collection's elements' type.
  private func testParameterTypes(_ declaration: TestDeclaration) throws(ExportError) -> [String] {
    guard let arguments = declaration.arguments else { return [] }
    let refusal = ExportError(
      "the test '\(declaration.name)'", because: "its arguments are not a literal list",
      at: declaration.range)
    let collections = [arguments] + (declaration.pairedArguments.map { [$0] } ?? [])
    if declaration.parameters.count == collections.count {
      var types: [String] = []
      for collection in collections {
        guard let type = literalType(of: collection) else { throw refusal }
        types.append(String(type.dropFirst().dropLast()))
      }
      return types
    }
    guard declaration.parameters.count == 2, case .list(let elements, _) = arguments,
      case .tuple(let values, _)? = elements.first
    else { throw refusal }
    let types = values.compactMap { literalType(of: $0.value) }
    guard types.count == values.count else { throw refusal }
    return types
  }

  /// The cases a parameterized test's run is given: its collection, or every pair of an
  /// element of each of its two.
  private mutating func testArguments(_ test: TestDeclaration, _ arguments: Expression)
    throws(ExportError) -> String
  {
    let first = try expression(arguments, wantsValue: true)
    guard let paired = test.pairedArguments else { return first }
    return "\(first).flatMap { first in \(try expression(paired, wantsValue: true))"
      + ".map { second in (first, second) } }"
  }

  private func testThrows(_ test: TestDeclaration) -> Bool {
    test.body.statements.contains { throwsError($0) }
  }

  /// The runs of the script's tests, in declaration order, after its statements.
  package mutating func testRuns() throws(ExportError) -> [String] {
    var lines: [String] = []
    for test in tests {
      let awaiting = testThrows(test) ? "try await" : "await"
      var call =
        "\(awaiting) \(test.functionName)("
        + test.parameters.map { "\($0): \($0)" }.joined(separator: ", ") + ")"
      if !test.traits.isEmpty {
        var update = ["$0 = DependencyValues()  // a dependency trait starts each case afresh"]
        for trait in test.traits {
          switch trait {
          case .implicitMember(let name, let arguments?, _)
          where DependencyTrait(rawValue: name) == .dependency:
            guard case .keyPath(let path, _) = arguments[0].value else { continue }
            update.append(
              "$0.\(path.joined(separator: ".")) = "
                + (try expression(arguments[1].value, wantsValue: true)))
          case .call(_, _, let closure?, _):
            scopes.append(ExportScope(isAsync: false))
            update += try block(closure.body.statements)
            scopes.removeLast()
          default: continue
          }
        }
        call =
          "\(awaiting) withDependencies {\n" + update.map { "  " + $0 }.joined(separator: "\n")
          + "\n} operation: {\n  \(call)\n}"
      }
      let body = call.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
      if test.parameters.count == 2, let arguments = test.arguments {
        let (first, second) = (test.parameters[0], test.parameters[1])
        lines.append(
          "await script.test(\(testNaming(test)), parameters: (\(swiftString(first)), \(swiftString(second))), arguments: \(try testArguments(test, arguments))) { \(first), \(second) in"
        )
      } else if let parameter = test.parameters.first, let arguments = test.arguments {
        lines.append(
          "await script.test(\(testNaming(test)), parameter: \(swiftString(parameter)), arguments: \(try expression(arguments, wantsValue: true))) { \(parameter) in"
        )
      } else {
        lines.append("await script.test(\(testNaming(test))) {")
      }
      lines += body.split(separator: "\n").map(String.init) + ["}"]
    }
    return lines
  }
}
