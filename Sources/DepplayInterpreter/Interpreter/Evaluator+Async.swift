import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

// NB: the evaluator's asynchronous functions are `nonisolated(nonsending)`: they run on
// their caller's executor (the script's, which every unit prefers) instead of switching to
// it again on entry. Each switch on a task with an executor preference looks the preference
// up under the task's status-record lock (BENCHMARKS.md: ~2,000 instructions a spawned task).
extension Interpreter {
  /// Runs statements in an asynchronous context: statements that suspend or spawn run their
  /// asynchronous parts here; the rest run synchronously. After each statement, a unit that
  /// spawned work since it last parked waits until that work has run up to its first
  /// suspension (or its end): the unit model exported programs share (``UnitSpawns``).
  nonisolated(nonsending) package func executeAsync(
    _ statements: ArraySlice<Statement>, _ context: inout Context
  )
    async throws
    -> Flow
  {
    var last = ScriptValue.void
    // An index loop, not `zip(statements.indices, statements)`: the zipped iterator's
    // metadata has its requirements looked up at run time (~2 M instructions at startup).
    for index in statements.indices {
      let statement = statements[index]
      let flow: Flow
      if case .deferStatement = statement {
        return try await executeAsyncDeferring(statements[index...], last: last, &context)
      }
      if case .binding(let name, let value, true, let range) = statement {
        return try await asyncLet(
          name, value, range: range, rest: statements[(index + 1)...], &context)
      }
      // NB: read once: an indirect enum's range is a switch over its cases, and the
      // statement's tick asks for it too.
      let range = statement.range
      if context.frame.resolutions.suspends(statement, at: range) {
        flow = try await executeSuspending(statement, &context)
      } else {
        flow = try execute(statement, at: range, &context)
      }
      // NB: asked here rather than in `UnitSpawns.parkIfSpawned(on:)`, which is asynchronous:
      // calling it after every statement cost two executor checks when nothing had to park.
      // Code on an actor (the main actor's included) does not park: its spawns wait for it.
      if !context.isActorIsolated, context.unit.spawns.mustPark() {
        await executor.waitUntilIdle()
      }
      guard case .normal(let value) = flow else { return flow }
      last = value
    }
    return .normal(last)
  }

  /// One pass of a `for` loop's body in an asynchronous context, for `element` (none when
  /// the loop's `for case` pattern or `where` clause rules it out): the flow that ends the
  /// loop (a `break`, a `return`), or `nil` to go on with the next element.
  nonisolated(nonsending) func asyncPass(
    of loop: ForLoop, with element: ScriptValue, _ passes: inout LoopPasses
  ) async throws -> Flow? {
    try tick(loop.range, by: passes.context.unit)
    if loop.passesEveryElement {
      try passes.begin(with: element, range: loop.range)
    } else if try !beginFilteredPass(of: loop, with: element, &passes) {
      return nil
    }
    if let end = try await executeAsync(loop.body.statements[...], &passes.context)
      .endingLoop(labelled: loop.label)
    {
      return end
    }
    passes.end()
    return nil
  }

  /// A statement with `await`s or spawns, its operands evaluated in Swift's order.
  nonisolated(nonsending) private func executeSuspending(
    _ statement: Statement, _ context: inout Context
  ) async throws
    -> Flow
  {
    switch statement {
    case .forLoop(let loop) where loop.timer != nil:
      return try await timerLoop(loop, &context)
    case .forLoop(let loop) where loop.isAwaited:
      return try await streamLoop(loop, &context)
    case .forLoop(let loop):
      try tick(loop.range, context)
      let elements = try elements(
        of: try await evaluateAsync(loop.sequence, &context), range: loop.range)
      var passes = LoopPasses(of: loop.boundNames, in: context)
      for element in elements {
        if let end = try await asyncPass(of: loop, with: element, &passes) { return end }
      }
      return .normal(.void)
    case .whileLoop(let loop):
      return try await executeAsync(loop, &context)
    case .switchStatement(let statement):
      try tick(statement.range, context)
      let subject = try await evaluateAsync(statement.subject, &context)
      var (body, inner) = try clause(of: statement, matching: subject, &context)
      return try await executeAsync(body.statements[...], &inner).endingSwitch
    case .ifStatement(let statement):
      try tick(statement.range, context)
      return try await executeAsync(statement, &context)
    case .expression(let expression):
      try tick(statement.range, context)
      return .normal(try await evaluateAsync(expression, &context))
    case .discard(let value, let range):
      try tick(range, context)
      _ = try await evaluateAsync(value, &context)
      return .normal(.void)
    case .binding(let name, let value, false, let range):
      try tick(range, context)
      context.frame.bind(name, try await evaluateAsync(value, &context))
      return .normal(.void)
    case .assignment(let target, _, let value, let range) where !target.suspends:
      // `total = await fetch()`: the value awaited, then stored.
      try tick(range, context)
      guard let place = try assignedPlace(target, &context) else { return .normal(.void) }
      try store(try await evaluateAsync(value, &context), into: place, range: range, &context)
      return .normal(.void)
    case .destructuring(let names, let value, let range):
      try tick(range, context)
      let tuple = try await evaluateAsync(value, &context)
      try context.frame.bind(names, toPartsOf: tuple, range: range)
      return .normal(.void)
    case .returnStatement(let value?, let range):
      try tick(range, context)
      return .returned(try await evaluateAsync(value, &context))
    case .throwStatement(let value, let range):
      try tick(range, context)
      throw try thrown(try await evaluateAsync(value, &context), at: range)
    case .doCatch(let statement):
      try tick(statement.range, context)
      do {
        var inner = context.nested()
        return try await executeAsync(statement.body.statements[...], &inner)
      } catch {
        guard let value = Self.caughtValue(of: error),
          let (clause, clauseContext) = try catchingClause(of: statement, error: value, context)
        else { throw error }
        var inner = clauseContext
        return try await executeAsync(clause.body.statements[...], &inner)
      }
    default:
      return try execute(statement, &context)
    }
  }

  /// Evaluates `expression` where it may suspend, in Swift's order: operands left to right,
  /// each `await` where it stands. What comes before a suspension is evaluated before it
  /// (into temporaries, as Swift does); what comes after is evaluated after it.
  nonisolated(nonsending) package func evaluateAsync(
    _ expression: Expression, _ context: inout Context
  ) async throws
    -> ScriptValue
  {
    // A spawn is evaluated where it stands (``evaluatingSuspensions(of:_:)`` leaves it as it
    // is): it binds no temporary, so it needs no scratch frame, nor its effects worked out.
    if case .task = expression { return try evaluate(expression, &context) }
    guard expression.suspends else { return try evaluate(expression, &context) }
    var scratch = context
    scratch.frame = Frame(parent: context.frame)
    let rest = try await evaluatingSuspensions(of: expression, &scratch)
    return try evaluate(rest, &scratch)
  }

  /// `expression` with its suspensions done: each `await` (and each operand evaluated before
  /// one) replaced by a temporary holding its value, bound in `context`'s frame. What is left
  /// suspends no more and comes, in evaluation order, after every suspension.
  nonisolated(nonsending) private func evaluatingSuspensions(
    of expression: Expression, _ context: inout Context
  )
    async throws -> Expression
  {
    guard expression.suspends else { return expression }
    if let body = expression.asyncResultCatchingBody {
      let range = expression.range
      return temporary(try await resultCatching(body, range: range, &context), at: range, &context)
    }
    switch expression {
    case .await(let operand, let range):
      return temporary(try await awaitValue(of: operand, &context), at: range, &context)
    case .withDependencies(let parent, let update, let operation, let range):
      return temporary(
        try await scopeAsync(
          from: parent, update: update, operation: operation, range: range, &context),
        at: range, &context)
    case .call(let callee, let arguments, let trailing, let range):
      // A receiver a `mutating` method may change stays the place it is (it is written back
      // there); it is a local's path, whose read no suspension can change.
      var operands = [Expression]()
      if case .member(let base, _, _) = callee, !Self.namesAType(base),
        !context.frame.resolutions.isMutableReceiver(base.range)
      {
        operands.append(base)
      }
      operands += arguments.map(\.value)
      let done = try await evaluatingInOrder(operands, &context)
      var newCallee = callee
      if case .member(let base, let name, let nameRange) = callee, !Self.namesAType(base),
        !context.frame.resolutions.isMutableReceiver(base.range)
      {
        newCallee = .member(base: done[0], name: name, range: nameRange)
      }
      let values = done.suffix(arguments.count)
      let newArguments = zip(arguments, values).map { argument, value in
        Argument(label: argument.label, value: value, range: argument.range)
      }
      return .call(
        callee: newCallee, arguments: newArguments, trailingClosure: trailing, range: range)
    case .member(let base, let name, let range):
      return .member(
        base: try await evaluatingSuspensions(of: base, &context), name: name, range: range)
    case .elementByID(let base, let id, let casePath, let chained, let range):
      let done = try await evaluatingInOrder([base, id], &context)
      return .elementByID(
        base: done[0], id: done[1], casePath: casePath, chained: chained, range: range)
    case .presentedCase(let base, let casePath, let chained, let range):
      return .presentedCase(
        base: try await evaluatingSuspensions(of: base, &context), casePath: casePath,
        chained: chained, range: range)
    case .subscripted(let base, let index, let fallback, let range):
      let done = try await evaluatingInOrder([base, index], &context)
      return .subscripted(base: done[0], index: done[1], fallback: fallback, range: range)
    case .implicitMember(let name, let arguments?, let range):
      // `.loaded(try await client.fetch())`: the payload's suspensions, in order.
      return .implicitMember(
        name: name, arguments: try await evaluatingInOrder(arguments, &context), range: range)
    case .unary(.optionalChain, let chain, let range):
      // The chain's suspensions, up to a `nil` that ends it.
      let value = try await optionalChain(chain, &context) { chain, context in
        try await self.evaluateAsync(chain, &context)
      }
      return temporary(value, at: range, &context)
    case .unary(.handledTry(let handling), let operand, let range):
      // The error is handled here, so the operand's suspensions run inside the handling.
      let value = try await handledTryAsync(handling, operand, range: range, &context)
      return temporary(value, at: range, &context)
    case .unary(let op, let operand, let range):
      return .unary(
        operator: op, operand: try await evaluatingSuspensions(of: operand, &context),
        range: range)
    case .binary(let op, let left, let right, let range):
      let done = try await evaluatingInOrder([left, right], &context)
      return .binary(operator: op, left: done[0], right: done[1], range: range)
    case .list(let elements, let range):
      return .list(elements: try await evaluatingInOrder(elements, &context), range: range)
    case .tuple(let elements, let range):
      return .tuple(elements: try await evaluatingInOrder(elements, &context), range: range)
    case .subscriptArguments(let arguments, let range):
      return .subscriptArguments(
        arguments: try await evaluatingInOrder(arguments, &context), range: range)
    case .dictionary(let entries, let range):
      let done = try await evaluatingInOrder(entries.flatMap { [$0.key, $0.value] }, &context)
      return .dictionary(
        entries: stride(from: 0, to: done.count, by: 2).map {
          DictionaryEntry(key: done[$0], value: done[$0 + 1])
        }, range: range)
    case .conditional(let condition, let then, let otherwise, let range):
      let holds = try conditionHolds(
        try await evaluateAsync(condition, &context), at: condition.range)
      return temporary(
        try await evaluateAsync(holds ? then : otherwise, &context), at: range, &context)
    case .string(let parts, let range):
      let inner = parts.compactMap { part -> Expression? in
        if case .interpolation(let inner) = part { inner } else { nil }
      }
      var done = try await evaluatingInOrder(inner, &context)[...]
      let newParts = parts.map { part -> StringPart in
        guard case .interpolation = part else { return part }
        return .interpolation(done.removeFirst())
      }
      return .string(parts: newParts, range: range)
    default:
      // Spawns (a Task) evaluate synchronously where they stand.
      return expression
    }
  }

  /// Operands evaluated left to right: each one before the last that suspends is evaluated
  /// completely now (it comes before that suspension); the last one that suspends has its
  /// suspensions done; the ones after it are left for later.
  package func evaluatingInOrder(_ operands: [Expression], _ context: inout Context)
    async throws -> [Expression]
  {
    guard let last = operands.lastIndex(where: \.suspends) else { return operands }
    var done = operands
    for index in operands.indices[..<last] {
      let value = try await evaluateAsync(operands[index], &context)
      done[index] = temporary(value, at: operands[index].range, &context)
    }
    done[last] = try await evaluatingSuspensions(of: operands[last], &context)
    return done
  }

  /// `arguments` with their values' suspensions done, in order (``evaluatingInOrder(_:_:)``).
  private func evaluatingInOrder(_ arguments: [Argument], _ context: inout Context)
    async throws -> [Argument]
  {
    let done = try await evaluatingInOrder(arguments.map(\.value), &context)
    return zip(arguments, done).map { Argument(label: $0.label, value: $1, range: $0.range) }
  }

  /// A name bound to `value` in `context`'s frame (`#` and a number: no script can spell it).
  func temporary(_ value: ScriptValue, at range: SourceRange, _ context: inout Context)
    -> Expression
  {
    let name = "#\(context.frame.ownCount)"
    context.frame.bind(name, value)
    return .name(name, range: range)
  }

  /// Whether `name` is a temporary (``temporary(_:at:_:)``): a local the checker never saw.
  /// (Asked of every name the checker resolved, a key's on every read: the first UTF-8 byte
  /// says it without `hasPrefix`'s comparison of characters.)
  package static func isTemporary(_ name: String) -> Bool {
    name.utf8.first == UInt8(ascii: "#")
  }

  /// Whether `base` names a type (`Int.random`, `UUIDGenerator.incrementing`), which is not
  /// evaluated as an operand.
  private static func namesAType(_ base: Expression) -> Bool {
    if case .name(let name, _) = base { return name.first?.isUppercase == true }
    return false
  }

  /// Whether `expression` is a call, or a member read of one (`client.users().first`).
  private static func endsInCall(_ expression: Expression) -> Bool {
    switch expression {
    case .call: true
    case .member(let base, _, _): endsInCall(base)
    default: false
    }
  }

  /// The value of `await operand`. One `await` covers the whole operand, as in Swift: a call's
  /// receiver is awaited too (`await client.search(query: q).map(\.name)`).
  nonisolated(nonsending) func awaitValue(of operand: Expression, _ context: inout Context)
    async throws
    -> ScriptValue
  {
    switch operand {
    case .member where actorReachedFromOutside(by: operand, context) != nil:
      return try await awaitedActorMember(operand, &context)
    case .member(let base, let name, let range) where TaskMember(rawValue: name) == .value:
      let value = try await evaluateAsync(base, &context)
      guard case .task(let handle) = value else {
        return try member(name, of: value, range: range)
      }
      let waiting = context
      waiting.unit.wait(for: .taskValue(label: handle.unit.label), at: range)
      defer { waiting.unit.wait(for: nil, at: range) }
      return await handle.value
    case .member(let base, let name, let range) where Self.endsInCall(base):
      // `await client.search(query: q).first?.name`: the call is awaited, then read.
      let receiver = temporary(try await awaitValue(of: base, &context), at: base.range, &context)
      return try await evaluateAsync(.member(base: receiver, name: name, range: range), &context)
    case .name(let name, let range):
      if case .asyncLet(let promise)? = context.frame.lookup(name) {
        context.unit.wait(for: .asyncLet(name), at: range)
        defer { context.unit.wait(for: nil, at: range) }
        return try await promise.result
      }
      return try evaluate(operand, &context)
    case .withDependencies(let parent, let update, let operation, let range):
      return try await scopeAsync(
        from: parent, update: update, operation: operation, range: range, &context)
    case .withTaskGroup(let body, _, let isThrowing, let range):
      return try await taskGroup(body, isThrowing: isThrowing, range: range, &context)
    case .withEscapedDependencies(let body, _):
      return try await withEscapedDependencies { continuation in
        var inner = context.nested()
        inner.frame.bind(body.parameters[0], .continuation(continuation))
        return try await executeAsync(body.body.statements[...], &inner).value
      }
    case .expectThrows(let expectation):
      return try await expectThrowsAsync(expectation, &context)
    case .taskSleep(let duration, let inNanoseconds, let range):
      return try await taskSleep(duration, inNanoseconds: inNanoseconds, range: range, &context)
    case .taskYield(let range):
      return try await taskYield(range: range, context)
    case .unary(.optionalChain, let chain, _):
      return try await optionalChain(chain, &context) { chain, context in
        try await self.awaitValue(of: chain, &context)
      }
    case .call(let callee, let arguments, let trailing, let range):
      if let value = try await awaitCall(
        callee, arguments: arguments, trailing: trailing, range: range, &context)
      {
        return value
      }
      return try await evaluateAsync(operand, &context)
    case .tuple(let elements, _):
      // `try await (name, followers)`: one `await` covers each element, awaited in order (an
      // `async let` among them waits for its child task).
      var values: [(label: String?, value: ScriptValue)] = []
      for element in elements {
        values.append((element.label, try await awaitValue(of: element.value, &context)))
      }
      return .tuple(values)
    default:
      return try await evaluateAsync(operand, &context)
    }
  }

  /// `async let name = value`: a real `async let` child task; the rest of the block runs in
  /// its scope, and `await name` waits for the child's result.
  private func asyncLet(
    _ name: String, _ value: Expression, range: SourceRange, rest: ArraySlice<Statement>,
    _ context: inout Context
  ) async throws -> Flow {
    try tick(range, context)
    let unit = try newUnit(.asyncLet, parent: context.unit, range: range)
    let promise = Promise()
    let start = context.spawning(unit)
    async let result: Void = promise.fulfill(
      await enter(unit, bucket: start.bucket) {
        var context = start
        // The initializer is awaited, and tried, where the value is read (`try await name`):
        // its own calls need neither mark, as in Swift.
        do {
          return try await self.awaitValue(of: value, &context)
        } catch let error as ScriptThrow {
          // Thrown to the code that awaits the value, not reported by the child.
          promise.fail(error)
          return .void
        }
      })
    context.frame.bind(name, .asyncLet(promise))
    await context.unit.spawns.parkIfSpawned(on: executor)
    let flow = try await executeAsync(rest, &context)
    await result
    return flow
  }

  /// `await withTaskGroup(of: …) { group in … }` (`try await withThrowingTaskGroup(of: …)`
  /// when `isThrowing`): a real task group; `group.addTask` adds each child where it is
  /// called (``addGroupChild(to:body:range:_:)``). What the children of a throwing group
  /// throw and the body does not read is dropped when the body returns, as Swift drops it.
  private func taskGroup(
    _ body: ClosureLiteral, isThrowing: Bool, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    let outer = context.nested()
    return try await withThrowingTaskGroup(of: ScriptValue.self) { group in
      let handle = GroupHandle(group, isThrowing: isThrowing)
      defer { handle.close() }
      var context = outer
      context.frame.bind(body.parameters[0], .group(handle))
      let flow = try await self.executeAsync(body.body.statements[...], &context)
      while !group.isEmpty { _ = try? await group.next() }
      return flow.value
    }
  }
}
