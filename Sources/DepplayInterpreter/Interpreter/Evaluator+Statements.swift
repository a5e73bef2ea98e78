import DependencyRuntime
import DepplaySyntax

/// How a block ended: normally with the value of its last expression, by `return`, or by a
/// `break` or `continue` (``LoopJump``) that leaves it for the loop or `switch` it names.
package enum Flow: Sendable {
  case normal(ScriptValue)
  case returned(ScriptValue)
  case jumped(LoopJump)

  package var value: ScriptValue {
    switch self {
    case .normal(let value), .returned(let value): value
    case .jumped: .void
    }
  }

  /// Whether the block ended by `return`.
  package var isReturn: Bool {
    if case .returned = self { true } else { false }
  }

  /// Whether the block ended before its last statement: by `return`, `break` or `continue`.
  package var leavesBlock: Bool {
    if case .normal = self { false } else { true }
  }

  /// What a loop labelled `label` does after a pass that ended with this flow: `nil` when the
  /// next pass runs (the pass ended, or `continue`d this loop), the loop's own end when a
  /// `break` leaves it, this flow when it leaves the loop too (a `return`, a jump to an outer
  /// loop).
  @inline(__always)  // after every loop pass: the call and its optional cost more than the test
  package func endingLoop(labelled label: String?) -> Flow? {
    switch self {
    case .normal: nil
    case .jumped(let jump) where jump.targets(loopLabelled: label):
      jump.kind == .breaking ? .normal(.void) : nil
    case .returned, .jumped: self
    }
  }

  /// What a `switch` gives whose clause ended with this flow: an unlabelled `break` leaves the
  /// `switch`, as in Swift; a `continue` leaves it for its loop.
  package var endingSwitch: Flow {
    if case .jumped(let jump) = self, jump.kind == .breaking, jump.label == nil {
      .normal(.void)
    } else {
      self
    }
  }
}

extension Interpreter {
  /// Runs a block synchronously.
  package func execute(_ block: Block, _ context: inout Context) throws -> Flow {
    var last = ScriptValue.void
    // NB: an index loop: a debug build walks an array's iterator generically, at about 1,000
    // instructions per block, a loop's every pass.
    var index = 0
    while index < block.statements.count {
      if case .deferStatement = block.statements[index] {
        return try executeDeferring(block.statements[index...], last: last, &context)
      }
      let flow = try execute(block.statements[index], &context)
      guard case .normal(let value) = flow else { return flow }
      last = value
      index += 1
    }
    return .normal(last)
  }

  /// Runs one statement synchronously (one with `await`s runs through
  /// ``executeAsync(_:_:)``).
  @inline(__always)
  package func execute(_ statement: Statement, _ context: inout Context) throws -> Flow {
    try execute(statement, at: statement.range, &context)
  }

  /// Runs one statement synchronously, its ``Statement/range`` already read (`range`).
  package func execute(_ statement: Statement, at range: SourceRange, _ context: inout Context)
    throws -> Flow
  {
    try tick(range, by: context.unit)
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
    case .deferredBinding(let name, _):
      // No value yet: the checker lets the name be read only after an assignment gives it one.
      context.frame.bind(name, .void)
    case .destructuring(let names, let value, let range):
      try context.frame.bind(names, toPartsOf: try evaluate(value, &context), range: range)
    case .assignment(let target, _, let value, let range):
      guard let place = try assignedPlace(target, &context) else { break }
      try store(try assignedValue(value, to: place, &context), into: place, range: range, &context)
    case .discard(let value, _):
      _ = try evaluate(value, &context)
    case .mainSerialExecutor(let value, _):
      // depplay's executor already runs jobs one at a time, in order: nothing to switch.
      guard case .bool = try evaluate(value, &context) else {
        throw RuntimeError(
          "\(SwiftOutsideDepplay.mainSerialExecutorSwitch) is a Bool", at: value.range,
          notes: ["write \(SwiftOutsideDepplay.mainSerialExecutorSwitch) = true"])
      }
    case .localDependency(let name, let keyPath, let range):
      guard let wrapper = dependencyProperty(keyPath) else {
        throw RuntimeError("unknown dependency '\(keyPath[0])'", at: range)
      }
      context.frame.bind(name, .dependency(LocalDependency(wrapper)))
    case .sharedBinding(let binding):
      try declare(binding, &context)
    case .sharedKey:
      break  // the `@Shared(.name)` declarations that use it hold its key and default
    case .why(let path, let range):
      try explain(path, range: range, &context)
    case .model(let declaration):
      state.withLock { state in
        guard state.models[declaration.name]?.declaration.range != declaration.range else {
          return  // declared ahead, at the top level
        }
        state.models[declaration.name] = Declared(declaration: declaration, frame: context.frame)
      }
    case .test(let declaration):
      declareTest(declaration, frame: context.frame)
    case .prepare(let update, let range):
      try prepare(update, range: range, &context)
    case .forLoop(let loop):
      let elements = try elements(of: try evaluate(loop.sequence, &context), range: loop.range)
      var passes = LoopPasses(of: loop.boundNames, in: context)
      let (range, body, passesEveryElement) = (loop.range, loop.body, loop.passesEveryElement)
      for element in elements {
        try tick(range, by: context.unit)
        if passesEveryElement {
          // NB: moved, not copied: a debug build copies the element through its value
          // witness and destroys the loop's own after the pass.
          try passes.begin(with: consume element, range: range)
        } else if try !beginFilteredPass(of: loop, with: element, &passes) {
          continue
        }
        if let end = try execute(body, &passes.context).endingLoop(labelled: loop.label) {
          return end
        }
        passes.end()
      }
    case .whileLoop(let loop):
      return try execute(loop, &context)
    case .jump(let jump):
      return .jumped(jump)
    case .returnStatement(let value, _):
      return .returned(try value.map { try evaluate($0, &context) } ?? .void)
    case .expression(let expression):
      return .normal(try evaluate(expression, &context))
    case .feature(let declaration):
      declare(declaration, in: context.frame)
    case .switchStatement(let statement):
      return try execute(statement, &context)
    case .ifStatement(let statement):
      return try execute(statement, &context)
    case .client(let declaration):
      try declare(declaration, &context)
    case .errorType(let declaration):
      state.withLock {
        $0.errorTypes[declaration.name] = Declared(declaration: declaration, frame: context.frame)
        // Its computed properties, run as a plain struct's (``ErrorDeclaration/memberDeclaration``).
        $0.typeMembers[declaration.name] =
          declaration.computedProperties.isEmpty
          ? nil : Declared(declaration: declaration.memberDeclaration, frame: context.frame)
      }
    case .structType(let declaration):
      state.withLock { state in
        guard state.structs[declaration.name]?.declaration.range != declaration.range else {
          return  // declared ahead, at the top level
        }
        state.declare(declaration, in: context.frame)
      }
    case .enumType(let declaration):
      declare(declaration, in: context.frame)
    case .typeAlias:
      break  // a name for type annotations, which depplay does not check
    case .protocolType:
      break  // checked before the program runs; a call on a value runs its own type's method
    case .function:
      break  // declared before the program's statements run (``run(_:mainUnit:)``)
    case .throwStatement(let value, let range):
      throw try thrown(try evaluate(value, &context), at: range)
    case .doCatch(let statement):
      do {
        var inner = context.nested()
        return try execute(statement.body, &inner)
      } catch {
        guard let value = Self.caughtValue(of: error),
          let (clause, clauseContext) = try catchingClause(of: statement, error: value, context)
        else { throw error }
        var inner = clauseContext
        return try execute(clause.body, &inner)
      }
    case .deferStatement:
      // Met alone (a block's statements meet it in ``executeDeferring(_:last:_:)``): the end of
      // its block is now.
      return try executeDeferring([statement], last: .void, &context)
    }
    return .normal(.void)
  }

  /// Stores `value` into the place `target` (a local, a field, an element, a key's value).
  package func store(
    _ value: ScriptValue, into target: Expression, range: SourceRange, _ context: inout Context
  ) throws {
    if try !assignLocal(target, value, range: range, &context) {
      try assign(target, value, range: range, &context)
    }
  }

  /// What a `for` loop walks, one element at a time (each iteration ticks the budget).
  package func elements(of value: ScriptValue, range: SourceRange) throws -> LoopElements {
    switch value {
    case .list(let values), .set(let values): return LoopElements(values)
    case .dictionary(let dictionary):
      return LoopElements(dictionary.entries.map(DictionaryValue.element))
    case .range(let range): return LoopElements(range)
    case .closedRange(let range): return LoopElements(range)
    case .builtin(.indexSet(let positions)): return LoopElements(positions.map(ScriptValue.int))
    case .composable(.stack(let stack)): return LoopElements(stack.map(\.value))
    default:
      throw RuntimeError(
        "cannot loop over a value of type \(value.typeName)", at: range,
        notes: [
          "loop over a range (0..<3, 1...3), a list ([1, 2]), an IndexSet or a stack's elements"
        ])
    }
  }
}
