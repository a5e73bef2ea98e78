import SwiftSyntax

extension Lowering {
  /// `base.name`, `.name`, and the forms of `Task.` and `DispatchQueue.` depplay knows.
  package mutating func memberAccess(_ syntax: MemberAccessExprSyntax) throws(ParseError)
    -> Expression
  {
    let name = syntax.declName.baseName.text
    guard let base = syntax.base else {
      return .implicitMember(name: name, arguments: nil, range: range(syntax))
    }
    if let initializer = initializerReference(syntax, of: base) { return initializer }
    if let nested = nestedTypeName(syntax) { return .name(nested, range: range(syntax.declName)) }
    if featureDependencies.contains(name),
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      // `self.dismiss()`, `self.apiClient.fetch(…)` in a reducer: the feature's `@Dependency`.
      return .name(name, range: range(syntax.declName))
    }
    switch base.as(DeclReferenceExprSyntax.self)?.baseName.text {
    case "Task":
      guard name == "isCancelled" else { throw taskMemberError(syntax) }
      return .taskCancellation(.isCancelled, range: range(syntax))
    case "DispatchQueue":
      guard name == "test" || name == "immediate" else {
        if name == "main" || name == "global" {
          throw ParseError(
            "expected '.async { … }' or '.sync { … }' after the queue", at: range(syntax),
            notes: ["write DispatchQueue.\(name == "main" ? "main" : "global()").async { … }"])
        }
        throw unknownQueue(syntax.declName)
      }
      // The schedulers of the `mainQueue` dependency: `DispatchQueue.test`.
      return .member(base: try link(base), name: name, range: range(syntax))
    default:
      if let generic = base.as(GenericSpecializationExprSyntax.self),
        let type = generic.expression.as(DeclReferenceExprSyntax.self),
        ["Result", "AsyncStream", "AsyncThrowingStream"].contains(type.baseName.text)
      {
        // `Result<Int, LoadError>.success(1)`, `AsyncStream<Int>.makeStream()`: the type's
        // arguments are kept for the export.
        return .member(base: typeWithArguments(generic, type), name: name, range: range(syntax))
      }
      return .member(base: try link(base), name: name, range: range(syntax))
    }
  }

  /// `String.init`, `Item.init(title:)` used as a function (`numbers.map(String.init)`), not
  /// called: the closure that calls the initializer with its arguments, as Swift passes it
  /// (one unlabelled argument where no labels are written); `nil` for any other member.
  private func initializerReference(_ syntax: MemberAccessExprSyntax, of base: ExprSyntax)
    -> Expression?
  {
    guard syntax.declName.baseName.tokenKind == .keyword(.`init`),
      let type = base.as(DeclReferenceExprSyntax.self), type.argumentNames == nil,
      syntax.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != syntax.id
    else { return nil }
    let labels =
      syntax.declName.argumentNames?.arguments.map { ($0.name.text, range($0.name)) }
      ?? [("_", range(syntax.declName))]
    return functionReference(type.baseName.text, labels: labels, range: range(syntax))
  }

  /// A type named with its generic arguments (`Result<Int, LoadError>`, `Box<Int>`): the
  /// name, with the arguments kept (``Program/genericArguments``) for the checker and the
  /// export.
  private mutating func typeWithArguments(
    _ generic: GenericSpecializationExprSyntax, _ type: DeclReferenceExprSyntax
  ) -> Expression {
    let typeRange = range(type)
    genericArguments[typeRange.start.offset] = generic.genericArgumentClause.trimmedDescription
    return .name(type.baseName.text, range: typeRange)
  }

  /// A call, or one of the concurrency and scope forms written as calls.
  package mutating func call(_ syntax: FunctionCallExprSyntax) throws(ParseError) -> Expression {
    if let form = try concurrencyForm(syntax) { return form }
    if let empty = try emptyCollection(syntax) { return empty }
    if let stream = makeStreamOfType(syntax) { return stream }
    let callee = syntax.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      return try genericCall(syntax, generic)
    }
    var arguments = try self.arguments(syntax.arguments)
    let extra = try trailingArguments(syntax)
    let trailing = try syntax.trailingClosure.map { (node) throws(ParseError) in try closure(node) }
    let lowered: Expression
    if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
      // `.seconds(1)` is an implicit member with arguments; a trailing closure makes it the
      // callee of a call: `.run { send in … }`.
      let name = member.declName.baseName.text
      guard syntax.leftParen == nil || trailing != nil || !extra.isEmpty else {
        return .implicitMember(name: name, arguments: arguments, range: range(syntax))
      }
      let implicit = Expression.implicitMember(
        name: name, arguments: syntax.leftParen == nil ? nil : arguments,
        range: syntax.rightParen.map { range(from: member, to: $0) } ?? range(member))
      lowered = implicit
      arguments = []
    } else if let featureName, let name = callee.as(DeclReferenceExprSyntax.self),
      name.baseName.text == "State", name.argumentNames == nil
    {
      // `state = State()` in a feature's reducer or method: the feature's own `State`.
      let place = range(name)
      lowered = .member(base: .name(featureName, range: place), name: "State", range: place)
    } else if let idType = identifiableIDType(callee) {
      // `Huddle.ID()`: the type of the `id` of an `Identifiable` struct of the script.
      lowered = .name(idType, range: range(callee))
    } else {
      lowered = try link(callee)
    }
    if inTry { triedCalls.insert(range(syntax).start.offset) }
    return .call(
      callee: lowered, arguments: arguments + extra, trailingClosure: trailing,
      range: range(syntax))
  }

  /// `label: value, value`: a call's, a tuple's or a subscript's arguments, each ranging from
  /// its label to the end of its value (its comma left out).
  package mutating func arguments(_ list: LabeledExprListSyntax) throws(ParseError) -> [Argument] {
    var arguments: [Argument] = []
    for argument in list {
      let value = try expression(argument.expression)
      arguments.append(
        Argument(
          label: argument.label?.text, value: value,
          range: range(argument).withEnd(value.range.end)))
    }
    return arguments
  }

  /// `} label: { … }` after a trailing closure: Swift's further trailing closures, kept as
  /// labelled closure arguments (`Store(…) { Feature() } withDependencies: { … }`).
  private mutating func trailingArguments(_ syntax: FunctionCallExprSyntax) throws(ParseError)
    -> [Argument]
  {
    var arguments: [Argument] = []
    for element in syntax.additionalTrailingClosures {
      let literal = try closure(element.closure)
      arguments.append(
        Argument(label: element.label.text, value: .closure(literal), range: range(element)))
    }
    return arguments
  }

  /// A call of a type written with its generic arguments: `StackState<Child.State>()`, an
  /// empty navigation stack (the argument is read and ignored, as a field's type is); any
  /// other, `Box<Int>(value: 1)` or `Result<Int, any Error> { try load() }`, is a call of the
  /// name, its arguments kept for the export (the checker decides whether the name takes
  /// them).
  private mutating func genericCall(
    _ syntax: FunctionCallExprSyntax, _ generic: GenericSpecializationExprSyntax
  ) throws(ParseError) -> Expression {
    guard let name = generic.expression.as(DeclReferenceExprSyntax.self),
      name.argumentNames == nil
    else {
      throw notSupported("a call with generic arguments", at: generic)
    }
    guard name.baseName.text == "StackState" else {
      let callee = typeWithArguments(generic, name)
      if inTry { triedCalls.insert(range(syntax).start.offset) }
      return .call(
        callee: callee, arguments: try arguments(syntax.arguments) + trailingArguments(syntax),
        trailingClosure: try syntax.trailingClosure.map { (node) throws(ParseError) in
          try closure(node)
        }, range: range(syntax))
    }
    guard syntax.arguments.isEmpty, syntax.trailingClosure == nil else {
      throw ParseError(
        "an empty stack takes no arguments: StackState<Child.State>()",
        at: syntax.arguments.first.map { range($0) } ?? range(syntax))
    }
    if let clause = generic.genericArgumentClause.arguments.first,
      case .type(let element) = clause.argument,
      element.as(MemberTypeSyntax.self)?.name.text != "State"
    {
      // `StackState<String>()`: TCA's stack holds any value; depplay's, a feature's state.
      throw notSupported(
        "a stack of values other than a feature's state ('\(generic.trimmedDescription)')",
        at: generic, notes: ["a stack holds a feature's state: StackState<Path.State>()"])
    }
    return .call(
      callee: .name("StackState", range: range(name)), arguments: [], trailingClosure: nil,
      range: range(syntax))
  }

  /// `Task { … }`, `Task.detached { … }`, `DispatchQueue.main.async { … }`,
  /// `Thread { … }.start()`, `withDependencies …`, `withEscapedDependencies { … }`,
  /// `withTaskGroup(of:) { group in … }`; `nil` for any other call.
  private mutating func concurrencyForm(_ syntax: FunctionCallExprSyntax) throws(ParseError)
    -> Expression?
  {
    let callee = syntax.calledExpression
    let whole = range(syntax)
    if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
      switch name {
      case "withDependencies":
        return try withDependencies(syntax)
      case "Task" where syntax.leftParen == nil:
        guard let body = syntax.trailingClosure else { return nil }
        return .task(.task, body: try closure(body), range: whole)
      case "Thread" where syntax.leftParen == nil && syntax.trailingClosure != nil:
        let end = syntax.endPositionBeforeTrailingTrivia.utf8Offset
        throw ParseError(
          "expected '.start()' after 'Thread { … }'", at: range(utf8: end..<end),
          notes: ["a Thread does nothing until it is started: Thread { … }.start()"])
      case "withEscapedDependencies" where syntax.leftParen == nil:
        guard let body = syntax.trailingClosure else { return nil }
        let literal = try oneParameterClosure(
          body, of: "withEscapedDependencies'",
          usage: "withEscapedDependencies { continuation in … }")
        return .withEscapedDependencies(body: literal, range: whole)
      case "withTaskGroup", "withThrowingTaskGroup":
        // The throwing form starts the same child tasks, with the same task-locals; what its
        // children throw, a `for try await` over it throws. The children's type as written,
        // `nil` for `Void` (children that give no value).
        let childType = try arguments(syntax.arguments).first { $0.label == "of" }.flatMap {
          if case .member(let type, "self", _) = $0.value {
            source.text(of: type.range)
          } else {
            nil
          }
        }.flatMap { $0 == "Void" ? nil : $0 }
        guard let body = syntax.trailingClosure else {
          throw ParseError(
            "expected '{ group in … }' after withTaskGroup(…)", at: range(syntax),
            notes: ["write withTaskGroup(of: Void.self) { group in … }"])
        }
        let literal = try oneParameterClosure(
          body, of: "withTaskGroup's", usage: "withTaskGroup(of: Void.self) { group in … }")
        return .withTaskGroup(
          body: literal, childType: childType, isThrowing: name == "withThrowingTaskGroup",
          range: whole)
      default:
        return nil
      }
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    let memberName = member.declName.baseName.text
    if let taskBase = base.as(DeclReferenceExprSyntax.self), taskBase.baseName.text == "Task" {
      if memberName == "sleep" { return try taskSleep(syntax, range: whole) }
      if memberName == "yield" { return try taskYield(syntax, range: whole) }
      if memberName == "checkCancellation" { return try checkCancellation(syntax, range: whole) }
      guard memberName == "detached" || memberName == "immediate", syntax.leftParen == nil,
        let body = syntax.trailingClosure
      else { throw taskMemberError(member) }
      return .task(
        memberName == "detached" ? .detached : .immediate, body: try closure(body), range: whole)
    }
    if memberName == "start", syntax.leftParen != nil, syntax.arguments.isEmpty,
      let thread = base.as(FunctionCallExprSyntax.self),
      thread.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Thread",
      thread.leftParen == nil, let body = thread.trailingClosure
    {
      return .thread(body: try closure(body), range: whole)
    }
    if let queue = try dispatchQueue(base) {
      if memberName == "asyncAfter" {
        return try dispatchAfter(syntax, on: queue, range: whole)
      }
      guard memberName == "async" || memberName == "sync" else {
        throw ParseError(
          "unknown dispatch method '\(memberName)'", at: range(member.declName),
          notes: ["use .async { … } or .sync { … }"]
            + DidYouMean.note(for: memberName, among: ["async", "sync"]))
      }
      guard syntax.leftParen == nil, let body = syntax.trailingClosure else {
        throw ParseError(
          "expected '{' after '.\(memberName)'", at: range(syntax),
          notes: ["write .\(memberName) { … }"])
      }
      return .dispatch(
        queue: queue, isSync: memberName == "sync", body: try closure(body), range: whole)
    }
    return nil
  }

  /// The closure of a form (`owner`, possessive) that passes it one value, as `usage` shows.
  private mutating func oneParameterClosure(
    _ syntax: ClosureExprSyntax, of owner: String, usage: String
  ) throws(ParseError) -> ClosureLiteral {
    let literal = try closure(syntax)
    guard literal.parameters.count == 1 else {
      throw ParseError(
        "\(owner) closure takes one parameter", at: literal.range, notes: ["write \(usage)"])
    }
    return literal
  }

  /// `queue.asyncAfter(deadline: .now() + delay) { … }`: the deadline is `.now()`, or
  /// `.now()` plus a number of seconds or a `DispatchTimeInterval` (`.milliseconds(200)`).
  private mutating func dispatchAfter(
    _ syntax: FunctionCallExprSyntax, on queue: DispatchTarget, range whole: SourceRange
  ) throws(ParseError) -> Expression {
    let usage = "write .asyncAfter(deadline: .now() + 0.5) { … }"
    let arguments = try arguments(syntax.arguments)
    if let wall = arguments.first(where: { $0.label == "wallDeadline" }) {
      throw ParseError(
        "'asyncAfter(wallDeadline:)' is not supported yet", at: wall.range, notes: [usage])
    }
    guard arguments.count == 1, arguments[0].label == "deadline" else {
      throw ParseError(
        "'asyncAfter' takes one argument, 'deadline:'", at: range(syntax), notes: [usage])
    }
    guard let body = syntax.trailingClosure else {
      throw ParseError("expected '{' after '.asyncAfter(deadline: …)'", at: whole, notes: [usage])
    }
    guard let delay = dispatchDelay(arguments[0].value) else {
      throw ParseError(
        "this deadline of 'asyncAfter' is not supported yet", at: arguments[0].value.range,
        notes: [
          usage + ", or .now() + .milliseconds(200) (also .seconds, .microseconds,"
            + " .nanoseconds)"
        ])
    }
    return .dispatchAfter(queue: queue, delay: delay, body: try closure(body), range: whole)
  }

  /// The delay a deadline written as `.now()` or `.now() + amount` gives, if it is one.
  private func dispatchDelay(_ deadline: Expression) -> DispatchDelay? {
    func isNow(_ expression: Expression) -> Bool {
      if case .implicitMember("now", let arguments?, _) = expression, arguments.isEmpty {
        return true
      }
      return false
    }
    if isNow(deadline) { return DispatchDelay(amount: nil, unit: .number) }
    guard case .binary(.arithmetic(.add), let now, let amount, _) = deadline, isNow(now) else {
      return nil
    }
    if case .implicitMember(let name, let arguments?, _) = amount {
      guard let unit = DispatchDelayUnit(intervalName: name), arguments.count == 1,
        arguments[0].label == nil
      else { return nil }
      return DispatchDelay(amount: arguments[0].value, unit: unit)
    }
    return DispatchDelay(amount: amount, unit: .number)
  }

  /// The queue `DispatchQueue.global()` or `DispatchQueue.main` is, if `syntax` is one.
  private func dispatchQueue(_ syntax: ExprSyntax) throws(ParseError) -> DispatchTarget? {
    if let member = syntax.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue",
      member.declName.baseName.text == "main"
    {
      return .main
    }
    if let call = syntax.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
    {
      guard member.declName.baseName.text == "global" else { throw unknownQueue(member.declName) }
      return .global
    }
    return nil
  }

  private func unknownQueue(_ name: DeclReferenceExprSyntax) -> ParseError {
    let word = name.baseName.text
    return ParseError(
      "unknown queue '\(word)'", at: range(name),
      notes: DidYouMean.note(for: word, among: ["global", "main"])
        + [
          "depplay knows DispatchQueue.global() and DispatchQueue.main, and the schedulers"
            + " DispatchQueue.test and DispatchQueue.immediate"
        ])
  }

  /// `Task.sleep(for: duration)` or `Task.sleep(nanoseconds: n)`.
  private mutating func taskSleep(_ syntax: FunctionCallExprSyntax, range whole: SourceRange)
    throws(ParseError) -> Expression
  {
    guard syntax.trailingClosure == nil, syntax.arguments.count == 1,
      let argument = syntax.arguments.first,
      let label = argument.label?.text, label == "for" || label == "nanoseconds"
    else {
      throw ParseError(
        "no exact matches in call to static method 'sleep'", at: whole,
        notes: ["write try await Task.sleep(for: .seconds(1)) or Task.sleep(nanoseconds: 1_000)"])
    }
    if inTry { triedCalls.insert(whole.start.offset) }
    return .taskSleep(
      duration: try expression(argument.expression), inNanoseconds: label == "nanoseconds",
      range: whole)
  }

  /// `Task.yield()`.
  private func taskYield(_ syntax: FunctionCallExprSyntax, range whole: SourceRange)
    throws(ParseError) -> Expression
  {
    guard syntax.trailingClosure == nil, syntax.arguments.isEmpty else {
      throw ParseError(
        "argument passed to call that takes no arguments", at: whole,
        notes: ["write await Task.yield()"])
    }
    return .taskYield(range: whole)
  }

  /// `Task.checkCancellation()`, which throws: a `try` covering it is noted.
  private mutating func checkCancellation(
    _ syntax: FunctionCallExprSyntax, range whole: SourceRange
  )
    throws(ParseError) -> Expression
  {
    guard syntax.trailingClosure == nil, syntax.arguments.isEmpty else {
      throw ParseError(
        "argument passed to call that takes no arguments", at: whole,
        notes: ["write try Task.checkCancellation()"])
    }
    if inTry { triedCalls.insert(whole.start.offset) }
    return .taskCancellation(.checkCancellation, range: whole)
  }

  /// The error for `Task.name` other than `Task.detached { … }` and `Task.immediate { … }`.
  private func taskMemberError(_ member: MemberAccessExprSyntax) -> ParseError {
    let name = member.declName.baseName.text
    if let advice = SwiftOutsideDepplay.advice(base: "Task", member: name) {
      return ParseError(advice.message, at: range(member.declName), notes: advice.notes)
    }
    return ParseError(
      "unknown member '\(name)' of Task", at: range(member.declName),
      notes: DidYouMean.note(for: name, among: SwiftOutsideDepplay.taskMembers)
        + ["depplay knows Task { … }, Task.immediate { … } and Task.detached { … }"])
  }

  /// `withDependencies { update } operation: { … }` and `withDependencies(from: parent) { … }`.
  private mutating func withDependencies(_ syntax: FunctionCallExprSyntax) throws(ParseError)
    -> Expression
  {
    let usage = "write withDependencies { $0.key = value } operation: { … }"
    var parent: Expression?
    if syntax.leftParen != nil {
      let arguments = try arguments(syntax.arguments)
      guard arguments.count == 1, arguments[0].label == "from" else {
        throw ParseError("expected 'withDependencies(from: parent)'", at: range(syntax))
      }
      parent = arguments[0].value
    }
    guard let first = syntax.trailingClosure else {
      throw ParseError("expected '{' after withDependencies", at: range(syntax), notes: [usage])
    }
    let update = try closure(first)
    let extra = Array(syntax.additionalTrailingClosures)
    if extra.count == 1, extra[0].label.text == "operation" {
      return .withDependencies(
        from: parent, update: update, operation: try closure(extra[0].closure),
        range: range(syntax))
    }
    guard extra.isEmpty, parent != nil else {
      throw ParseError(
        "expected 'operation:' after the update closure",
        at: extra.first.map { range($0) } ?? range(syntax), notes: [usage])
    }
    let empty = ClosureLiteral(
      parameters: [], body: Block(statements: [], range: update.range), range: update.range)
    return .withDependencies(from: parent, update: empty, operation: update, range: range(syntax))
  }
}

extension SourceRange {
  /// The same start, ending at `end`.
  package func withEnd(_ end: SourceLocation) -> SourceRange { SourceRange(start: start, end: end) }
}
