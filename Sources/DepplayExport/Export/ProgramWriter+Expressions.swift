import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// An expression in Swift; `wantsValue` when its value is used (a scope's operation then
  /// returns its last expression).
  package mutating func expression(_ expression: Expression, wantsValue: Bool = false)
    throws(ExportError)
    -> String
  {
    switch expression {
    case .integer(let value, _): return plain ? Self.grouped(value) : String(value)
    case .floatingPoint(let value, _): return String(value)
    case .boolean(let value, _): return String(value)
    case .nilLiteral: return "nil"
    case .string(let parts, _):
      var text = "\""
      for part in parts {
        switch part {
        case .text(let literal): text += swiftString(literal).dropFirst().dropLast()
        case .interpolation(let inner):
          if printsOptionalOtherwise(inner) { try refusePrintedOptional(inner) }
          text += "\\(" + (try self.expression(inner, wantsValue: true)) + ")"
        }
      }
      return text + "\""
    case .name(let name, let range):
      try checkNotCapturedAsyncLet(name, at: range)
      if feature != nil, resolutions[range] == .local, !name.hasPrefix("$"),
        !scopes.contains(where: { $0.locals.contains(name) })
      {
        throw ExportError(
          "reading the script's '\(name)' inside a feature",
          because: "a feature is a type of its own; the script's locals are not in its scope",
          at: range, notes: ["make it a dependency of the feature, or a part of its state"])
      }
      if resolutions[range] == .key {
        try checkNotStoreLayerKey(name, at: range)
        noteSchedulerUse(ofKey: name)
        scopes[scopes.count - 1].pendingReads.append(name)
      }
      if !plain, case .value(.isTesting)? = resolutions[range]?.builtin {
        // The exported program is one process that runs its tests itself: the script knows
        // which code a test runs, as depplay does.
        return "script.isTesting"
      }
      if Builtin.named[name]?.needsFoundation == true { usesFoundation = true }
      if scopes.count > 1, !scopes.contains(where: { $0.locals.contains(name) }),
        model?.properties.contains(where: { $0.name == name }) == true
      {
        return "self." + name  // a closure may escape: Swift wants the capture of self explicit
      }
      return name + (genericArguments[range.start.offset] ?? "")
    case .keyPath(let path, _):
      return "\\." + path.joined(separator: ".")
    case .elementCaseKeyPath(let stack, _, [], let range):
      throw ExportError(
        "a key path ending at an element ('\\.\(stack.joined(separator: "."))[id: …]')",
        because: "ComposableRuntime's store is scoped to a field or a presented child only",
        at: range, notes: ["run it in depplay"])
    case .elementCaseKeyPath(let stack, let id, let action, _):
      return "\\." + stack.joined(separator: ".") + "[id: "
        + (try self.expression(id, wantsValue: true)) + "]." + action.joined(separator: ".")
    case .implicitMember(let name, let arguments, _):
      guard let arguments else { return "." + name }
      var texts: [String] = []
      for argument in arguments { texts.append(try self.arguments([argument])) }
      guard texts.contains(where: { $0.contains("\n") }) else {
        return ".\(name)(" + texts.joined(separator: ", ") + ")"
      }
      // An argument over several lines (an effect's operation): one argument a line, as
      // swift-format lays them out.
      let lines = texts.joined(separator: ",\n").split(
        separator: "\n", omittingEmptySubsequences: false)
      return ".\(name)(\n" + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + ")"
    case .member(.name(let type, _), let name, _)
    where Builtin.staticMembers(of: type) == .dispatchQueue:
      noteSchedulerUse()
      return type + "." + name
    case .member(let base, let name, let range):
      if let read = try storeStateRead(expression) { return read }
      if FoundationMember(rawValue: name) != nil { usesFoundation = true }
      if let kind = storeKind(of: base) {
        return try storeProperty(kind, base: base, name: name, range: range)
      }
      if SwiftKeyType.typeRead(byKeyNamed: name) != nil {
        // A key read by its type: `$0[Settings.self]`.
        return try self.expression(base, wantsValue: true) + "[" + name + "]"
      }
      // An operation's member needs the operation in parentheses: `(1...3).reversed()`.
      return try operand(base) + "." + name
    case .elementByID(let base, let id, let casePath, let chained, _):
      return try self.expression(base, wantsValue: true) + "[id: "
        + (try self.expression(id, wantsValue: true)) + (casePath.map { ", case: \\.\($0)" } ?? "")
        + "]" + (chained ? "?" : "")
    case .presentedCase(let base, let casePath, let chained, _):
      return try self.expression(base, wantsValue: true) + "[case: \\.\(casePath)]"
        + (chained ? "?" : "")
    case .subscripted(let base, let index, let fallback, _):
      let written = try fallback.map { fallback throws(ExportError) in
        ", default: " + (try self.expression(fallback, wantsValue: true))
      }
      return try self.expression(base, wantsValue: true) + "["
        + (try self.expression(index, wantsValue: true)) + (written ?? "") + "]"
    case .call(let callee, let arguments, let trailing, let range):
      // TCA's `await Result { try await … }` is ComposableRuntime's, as it is TCA's.
      if expression.asyncResultCatchingBody != nil { usesComposable = true }
      return try call(callee, arguments: arguments, trailing: trailing, range: range)
    case .unary(.optionalBind, let operand, _):
      return try self.operand(operand) + "?"
    case .unary(.optionalChain, let chain, _):
      return try self.expression(chain, wantsValue: wantsValue)
    case .unary(.handledTry(let handling), _, let range):
      throw ExportError(
        "'\(UnaryOperator.handledTry(handling).symbol)'",
        because: "the exporter does not write it yet", at: range,
        notes: ["write do { try … } catch { … }"])
    case .unary(.forceUnwrap, let operand, _):
      if case .call(let callee, let arguments, nil, let range) = operand,
        try forceUnwraps(callee, arguments, range: range)
      {
        // The call of a failable initializer already ends with the `!` Swift needs.
        return try self.operand(operand)
      }
      return try self.operand(operand) + "!"
    case .unary(.cast(let cast), let operand, _):
      return try self.operand(operand) + " " + cast.spelling
    case .unary(let op, let operand, _):
      return op.symbol + (try self.operand(operand))
    case .binary(let op, let left, let right, _):
      let spaced: String
      if case .range = op { spaced = op.symbol } else { spaced = " \(op.symbol) " }
      return try self.operand(left) + spaced + (try self.operand(right))
    case .conditional(let condition, let then, let otherwise, _):
      return try operand(condition) + " ? " + operand(then) + " : " + operand(otherwise)
    case .await(let operand, _):
      let text = try self.expression(operand, wantsValue: true)
      return text.hasPrefix("await ") ? text : "await " + text
    case .list(let elements, _):
      var texts: [String] = []
      for element in elements { texts.append(try self.expression(element, wantsValue: true)) }
      return "[" + texts.joined(separator: ", ") + "]"
    case .tuple(let elements, _):
      return "(" + (try self.arguments(elements)) + ")"
    case .subscriptArguments(let arguments, _):
      return try self.arguments(arguments)
    case .dictionary(let entries, _):
      var texts: [String] = []
      for entry in entries {
        texts.append(
          try self.expression(entry.key, wantsValue: true) + ": "
            + (try self.expression(entry.value, wantsValue: true)))
      }
      return texts.isEmpty ? "[:]" : "[" + texts.joined(separator: ", ") + "]"
    case .closure(let literal):
      guard !literal.isAsync else {
        throw ExportError(
          "an async closure", because: "its effects are not exported yet", at: literal.range)
      }
      guard literal.boundParameters.isEmpty else {
        throw ExportError(
          "a closure with parameters", because: "their Swift types are unknown", at: literal.range)
      }
      return try closure(literal, isAsync: false, returnsValue: true)
    case .withDependencies(let parent, let update, let operation, _):
      let isAsync = scopes[scopes.count - 1].isAsync && expression.suspends
      let from =
        try parent.map { (parent) throws(ExportError) in
          "(from: \(try self.expression(parent, wantsValue: true)))"
        } ?? ""
      let operation = try closure(
        operation, isAsync: isAsync, returnsValue: wantsValue, inline: !plain)
      if parent != nil, update.parameters.isEmpty, update.body.statements.isEmpty {
        // `withDependencies(from: parent) { … }`: the library's form without an update (an
        // empty `{}` takes no `inout` values, which Swift refuses).
        return (isAsync ? "await " : "") + "withDependencies\(from) " + operation
      }
      // Plain exports lay out the two trailing closures on lines of their own, as swift-format
      // does.
      let update = try closure(update, isAsync: false, returnsValue: false, inline: !plain)
      return (isAsync ? "await " : "") + "withDependencies\(from) " + update + " operation: "
        + operation
    case .task, .dispatch, .dispatchAfter, .thread, .withEscapedDependencies, .withTaskGroup:
      return try concurrency(expression, wantsValue: wantsValue)
    case .expectThrows(let expectation):
      return try errorExpectation(expectation)
    case .taskSleep(let duration, let inNanoseconds, _):
      let call =
        "Task.sleep(\(inNanoseconds ? "nanoseconds" : "for"): "
        + (try self.expression(duration, wantsValue: true)) + ")"
      // A real-time sleep, which the script's executor waits for (`Script.sleeping(on:_:)`).
      return plain ? call : "script.sleeping(on: ContinuousClock()) { try await \(call) }"
    case .taskYield:
      return "Task.yield()"
    case .taskCancellation(let query, _):
      return query.spelling
    }
  }

  /// An operand of an operator, parenthesized when it is itself an operation.
  private mutating func operand(_ expression: Expression) throws(ExportError) -> String {
    let text = try self.expression(expression, wantsValue: true)
    switch expression {
    case .binary, .conditional, .unary(.cast, _, _): return "(\(text))"
    default: return text
    }
  }

  /// A call's arguments, `label: value` each. With `closuresTypedByCallee` (a built-in type's
  /// initializer, whose parameters give a closure's types), a closure literal with parameters
  /// is written as it stands.
  package mutating func arguments(_ arguments: [Argument], closuresTypedByCallee: Bool = false)
    throws(ExportError) -> String
  {
    var texts: [String] = []
    for argument in arguments {
      let value: String
      if closuresTypedByCallee, case .closure(let literal) = argument.value, !literal.isAsync {
        value = try closure(literal, isAsync: false, returnsValue: true)
      } else {
        value = try expression(argument.value, wantsValue: true)
      }
      texts.append((argument.label.map { "\($0): " } ?? "") + value)
    }
    return texts.joined(separator: ", ")
  }

  /// Refuses a read of an `async let` from inside a closure (a scope's operation, a task):
  /// Swift cannot capture one.
  private func checkNotCapturedAsyncLet(_ name: String, at range: SourceRange) throws(ExportError) {
    guard let binding = scopes.lastIndex(where: { $0.locals.contains(name) }),
      scopes[binding].asyncLets.contains(name),
      scopes[(binding + 1)...].contains(where: { !$0.isLoop })
    else { return }
    throw ExportError(
      "reading the async let '\(name)' inside a closure",
      because: "Swift cannot capture an async let (a withDependencies operation is a closure)",
      at: range, notes: ["await it where it is declared: let value = await \(name)"])
  }

  /// The key whose value a call of `name` at `range` calls: a key, or a model property that
  /// holds one (`nil` for anything else).
  package func calledKey(_ name: String, at range: SourceRange) -> String? {
    switch resolutions[range] {
    case .key?: return name
    case .modelMember?:
      guard let property = model?.properties.first(where: { $0.name == name }),
        property.keyPath.count == 1
      else { return nil }
      return property.keyPath[0]
    default: return nil
    }
  }

  /// Whether `value` is a closure literal whose body ends in a value (`{ 42 }`), so a call
  /// of it gives one.
  package func givesValueWhenCalled(_ value: Expression) -> Bool {
    guard case .closure(let literal) = value,
      case .expression(let last)? = literal.body.statements.last
    else { return false }
    return isValue(last)
  }

  /// Whether an expression statement gives a value (so a block ending in it returns it).
  package func isValue(_ expression: Expression) -> Bool {
    switch expression {
    case .call(.name(let name, let range), let arguments, let trailing, _):
      switch resolutions[range] {
      case .model?, .record?, .selfMember?, .staticMember?: return true
      case .function?:
        return functions[name]?.overload(named: name, arguments: arguments, trailing: trailing)
          .declaration?.returnType != nil
      case .builtin(let id)?:
        return id.builtin.callGivesValue
      case .key?, .modelMember?:
        return calledKey(name, at: range).flatMap { Builtin.named[$0]?.callGivesValue } == true
      case .local?: return valueClosures.contains(name)
      case .updatedValues?, nil: return false
      }
    case .task:
      return true  // its handle
    case .call, .dispatch, .dispatchAfter, .thread, .withEscapedDependencies, .withTaskGroup,
      .expectThrows:
      return false
    case .withDependencies(_, _, let operation, _):
      guard case .expression(let last)? = operation.body.statements.last else { return false }
      return isValue(last)
    default:
      return true
    }
  }

  /// Whether a call of `callee` returns the value of its trailing closure's last expression:
  /// not an `AsyncStream`'s build closure, which gives nothing.
  private func trailingClosureGivesValue(_ callee: Expression) -> Bool {
    if case .type(let construction)? = builtin(callee),
      construction.initializers.contains(where: \.constructor.takesVoidClosure)
    {
      return false
    }
    return isValue(callee)
  }

  private mutating func call(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(ExportError) -> String {
    if let dismiss = try dismissCall(callee, arguments: arguments, range: range) {
      return dismiss
    }
    try refuseCalledDependency(callee, range: range)
    if let text = try builtinCall(callee, arguments: arguments, trailing: trailing, range: range) {
      return text
    }
    if let text = try valueMethodCall(callee, arguments: arguments, trailing: trailing) {
      return text
    }
    switch callee {
    case .name(let name, _) where clients[name] != nil && trailing == nil:
      guard let client = clients[name] else { break }
      return try clientConstruction(name, of: client, arguments)
    case .name(let name, _) where sendNames.contains(name) && trailing == nil:
      return try effectSend(name, arguments: arguments, range: range)
    case .implicitMember(_, nil, let memberRange)
    where resolutions.view.effect(at: memberRange) == .run:
      guard let trailing, arguments.isEmpty || arguments.areLabelled(.catch) else {
        throw ExportError(
          "this .run",
          because: "the exporter writes .run { send in … } and its catch: { error, send in … }",
          at: range)
      }
      guard case .closure(let handler)? = arguments.first?.value ?? .closure(trailing) else {
        throw ExportError("this .run's catch:", because: "it is not a closure", at: range)
      }
      return try runEffect(trailing, catch: arguments.isEmpty ? nil : handler, range: range)
    case .member(let base, _, let memberRange)
    where resolutions.view.methods(at: memberRange)?.taskGroup == .addTask:
      guard let trailing else { break }
      note("a child task copies task-locals: overrides inherited")
      let group = try expression(base)
      var (givesValue, throwsToGroup) = (false, false)
      if case .name(let name, _) = base {
        (givesValue, throwsToGroup) = (valueGroups.contains(name), throwingGroups.contains(name))
      }
      let closure = try closure(
        trailing, isAsync: true, returnsValue: givesValue, throwsToCaller: throwsToGroup,
        inheritsIsolation: false)
      if plain { return group + ".addTask " + closure }
      return group + ".addTask(operation: script.unit(.groupChild) " + closure + ")"
    case .member(let base, _, let memberRange)
    where resolutions.view.methods(at: memberRange)?.continuation == .yield:
      guard let trailing else { break }
      note("continuation.yield runs with the escaped values: overrides restored")
      return try expression(base) + ".yield "
        + (try closure(trailing, isAsync: false, returnsValue: false, discardsTask: true))
    case .member(let base, let method, let memberRange)
    where !plain && trailing == nil && clockMethod(method, at: memberRange) != nil:
      // The script's executor must wait while the clock call is in flight (see
      // `Script.sleeping(on:_:)`): a sleep that ends by itself, a TestClock moving time.
      let clock = try expression(base)
      let call = "\(clock).\(method)(\(try self.arguments(arguments)))"
      if clockMethod(method, at: memberRange) == .sleep {
        return "script.sleeping(on: \(clock)) { try await \(call) }"
      }
      return "script.advancing { await \(call) }"
    case .member(let base, let method, let memberRange):
      guard let kind = storeKind(of: base) else { break }
      return try storeCall(
        kind, base: base, method: method, methods: resolutions.view.methods(at: memberRange),
        arguments: arguments, trailing: trailing, range: range)
    default:
      break
    }
    try checkStateArguments(callee, arguments, range: range)
    noteFoundationInitializer(callee, arguments)
    var text = try methodCallee(callee)
    if !arguments.isEmpty || trailing == nil {
      var list = try self.arguments(arguments)
      if plain, list.contains("\n") {  // as swift-format breaks a call around a long argument
        list = "\n" + list.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
      }
      text += "(" + list + ")" + (try forceUnwraps(callee, arguments, range: range) ? "!" : "")
    }
    if let trailing {
      text +=
        " "
        + (try closure(trailing, isAsync: false, returnsValue: trailingClosureGivesValue(callee)))
    }
    return text
  }

  /// The clock method (`sleep`, `advance`, `run`) the call of `method` whose callee ends at
  /// `range` is; `nil` for another, and where a class, a plain struct or a plain enum has a
  /// method named `advance` or `run`.
  private func clockMethod(_ method: String, at range: SourceRange) -> Callee.Clock? {
    switch resolutions.view.methods(at: range)?.clock {
    case .sleep?: .sleep
    case let moving?:
      // A class's, a plain struct's or a plain enum's own method of that name
      // (`status.advance()`) is not the clock's.
      models.values.contains { $0.methods.contains { $0.name == method } }
        || structs.values.contains { $0.method(named: method) != nil }
        || enums.values.contains { $0.methods.contains { $0.name == method } } ? nil : moving
    case nil: nil
    }
  }

  /// `expect(…)` as a comparison that prints a failure like the interpreter.
  package mutating func expectCall(
    _ form: Callee.Expect, _ arguments: [Argument], range: SourceRange
  ) throws(ExportError) -> String {
    let at = "at: \(range.start.line), \(range.start.column)"
    guard form == .condition else {
      if plain { return "// depplay checks here: \(source.text(of: range))" }
      return "script.expect(\(try self.arguments(arguments)), \(at))"
    }
    let condition = arguments[0].value
    if plain { return "assert(\(try expression(condition, wantsValue: true)))" }
    let text = swiftString(source.text(of: condition.range))
    if case .binary(.comparison(let op), let left, let right, _) = condition {
      let sides = [left, right].map {
        $0.isLiteral ? "nil" : swiftString(source.text(of: $0.range))
      }
      let showing = sides == ["nil", "nil"] ? "" : ", showing: (\(sides[0]), \(sides[1]))"
      return
        "script.expect(\(try expression(left, wantsValue: true)), \(op.rawValue), \(try expression(right, wantsValue: true)), \(text)\(showing), \(at))"
    }
    return "script.expect(\(try expression(condition, wantsValue: true)), \(text), \(at))"
  }

  /// `{ $0.key = value }`, one line when it has one statement.
  package mutating func updateClosure(_ update: ClosureLiteral) throws(ExportError) -> String {
    try closure(update, isAsync: false, returnsValue: false)
  }

  /// A closure: `{ statement }` when it is one short statement, else one statement a line.
  package mutating func closure(
    _ literal: ClosureLiteral, isAsync: Bool, returnsValue: Bool, locals: Set<String> = [],
    inline: Bool = true, isLoop: Bool = false, discardsTask: Bool = false,
    throwsToCaller: Bool = false, inheritsIsolation: Bool = true
  ) throws(ExportError) -> String {
    scopes.append(
      ExportScope(
        isAsync: isAsync,
        isMainActor: literal.isMainActor
          || (inheritsIsolation && scopes[scopes.count - 1].isMainActor),
        returnsValue: returnsValue, isLoop: isLoop,
        throwIsHandled: throwsToCaller || (isLoop && scopes[scopes.count - 1].throwIsHandled),
        locals: locals.union(literal.boundNames)))
    scopes[scopes.count - 1].isOnActor = inheritsIsolation && scopes[scopes.count - 2].isOnActor
    var lines = try block(literal.body.statements)
    scopes.removeLast()
    // A closure whose only statement is a `Task` returns the task (a single-expression
    // closure returns its value), which makes `continuation.yield`'s synchronous and
    // asynchronous forms ambiguous: such a closure discards it explicitly.
    if discardsTask, literal.body.statements.count == 1,
      case .expression(.task) = literal.body.statements[0],
      let first = lines.firstIndex(where: { $0.hasPrefix("Task") })
    {
      lines[first] = "_ = " + lines[first]
    }
    let head = try closureHead(literal, parameters: literal.parameters)
    let parameters = head.isEmpty ? "" : " " + head + " in"
    if lines.isEmpty {
      if plain && !inline { return "{\(parameters)\n}" }
      return parameters.isEmpty ? "{}" : "{\(parameters) }"
    }
    if inline, lines.count == 1, parameters.isEmpty, lines[0].count <= 60 {
      let line =
        lines[0].hasPrefix("return ") ? String(lines[0].dropFirst("return ".count)) : lines[0]
      return "{ \(line) }"
    }
    return "{\(parameters)\n" + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
      + "\n}"
  }

  /// `value` with its digits in groups of three (`1_234_567`) when it has more than six, as
  /// swift-format asks.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    guard digits.count > 6 else { return String(value) }
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (value < 0 ? "-" : "") + groups.joined(separator: "_")
  }
}
