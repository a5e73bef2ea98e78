import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// Evaluates an expression synchronously.
  package func evaluate(_ expression: Expression, _ context: inout Context) throws -> ScriptValue {
    switch expression {
    case .integer(let value, let range):
      // `values.reduce(0) { $0 + $1.amount }`: a literal Swift types as a `Double`.
      return context.frame.resolutions.isDoubleLiteral(range) ? .double(Double(value)) : .int(value)
    case .floatingPoint(let value, _): return .double(value)
    case .boolean(let value, _): return .bool(value)
    case .nilLiteral: return .none
    case .string(let parts, _):
      var text = ""
      for part in parts {
        switch part {
        case .text(let literal): text += literal
        case .interpolation(let inner):
          let value = try evaluate(inner, &context)
          try chargeWalk(over: value, at: inner.range)
          try refuseDescribingWrapper(value, at: inner.range)
          text += try printed(value, of: inner, &context)
        }
      }
      return try bounded(.string(text), at: expression.range)
    case .name(let name, let range):
      return try read(name, range: range, &context)
    case .keyPath(_, let range):
      throw RuntimeError("a key path is only used in '@Dependency(…)' and test traits", at: range)
    case .elementCaseKeyPath(_, _, _, let range):
      throw RuntimeError(
        "a case key path through a stack's element is an action only for a test store's send "
          + "or receive", at: range, notes: ["write await store.send(\\.path[id: 0].tapped)"])
    case .implicitMember(let name, let arguments, let range):
      if let random = context.frame.resolutions.callee(at: range)?.random {
        return try self.random(random, arguments: arguments ?? [], range: range, &context)
      }
      if let (key, value) = context.frame.resolutions.callee(at: range)?.keyValue {
        return try keyTypeValue(value, ofKey: key, range: range)
      }
      if case .initializer(let type)? = context.frame.resolutions.callee(at: range),
        let value = try constructDeclaredType(
          type, arguments: arguments ?? [], trailing: nil, range: range, &context)
      {
        return value
      }
      if case .staticMember(let type)? = context.frame.resolutions.callee(at: range),
        let value = try impliedStructStatic(
          name, arguments: arguments ?? [], range: range, &context, preferring: type)
      {
        return value
      }
      if case .immediateClock? = context.frame.resolutions.callee(at: range) {
        return .builtin(.clock(ScriptClock(base: ImmediateClock())))
      }
      if let value = try impliedEnumCase(name, arguments: arguments, range: range, &context) {
        return value
      }
      return try implicitMember(
        name, implied: context.frame.resolutions.callee(at: range)?.impliedValue,
        arguments: arguments ?? [], range: range, &context)
    case .member(let base, let name, let range):
      if context.updating != nil, isUpdatedValuesPath(expression, context) {
        return try readUnderUpdate(expression, range: range, &context)
      }
      if case .elementByID = base {
        return try memberOfElement(name, of: base, range: range, &context)
      }
      if case .presentedCase = base {
        return try memberOfElement(name, of: base, range: range, &context)
      }
      if let (key, value) = context.frame.resolutions.callee(at: range)?.keyValue {
        return try keyTypeValue(value, ofKey: key, range: range)
      }
      if case .immediateClock? = context.frame.resolutions.callee(at: range) {
        return .builtin(.clock(ScriptClock(base: ImmediateClock())))
      }
      if let value = try staticMember(
        name, of: base, memberRange: range, arguments: [], range: range, context)
      {
        return value
      }
      if let value = try staticProperty(name, of: base, range: range, &context) { return value }
      if let value = staticMethodValue(name, of: base, range: range, context) { return value }
      let value = try evaluate(base, &context)
      if case .model(let model) = value {
        try requireIsolation(to: model, .reading, name, range: range, context)
        if let read = try modelProperty(name, of: model, range: range, &context) { return read }
      }
      if let computed = try computedMember(name, of: value, range: range, &context) {
        return computed
      }
      if let text = try localizedDescription(name, of: value, range: range, &context) {
        return text
      }
      if case .record(let record) = value, let field = record[field: name] {
        return try fieldValue(field, named: name, range: range, &context)
      }
      if case .composable(.store(let box)) = value,
        let computed = try observedComputedMember(name, of: box, range: range, &context)
      {
        return computed
      }
      return try member(name, of: value, range: range, &context)
    case .elementByID(let base, let id, let casePath, _, _):
      return try element(of: base, id: id, casePath: casePath, &context) ?? .none
    case .presentedCase(let base, let casePath, _, _):
      return try presentedCase(casePath, of: base, &context) ?? .none
    case .subscripted(let base, let index, let fallback, let range):
      let collection = try evaluate(base, &context)
      if case .record = collection,
        let element = try structSubscript(
          of: collection, index: index, fallback: fallback, range: range, &context)
      {
        return element
      }
      let key = try evaluate(index, &context)
      if case .dictionary(let dictionary) = collection {
        return try dictionary[key] ?? fallback.map { try evaluate($0, &context) } ?? .none
      }
      return try element(of: collection, at: key, range: range)
    case .call(let callee, let arguments, let trailing, let range):
      return try call(callee, arguments: arguments, trailing: trailing, range: range, &context)
    case .unary(.optionalBind, let operand, _):
      return try bindOptional(operand, &context)
    case .unary(.optionalChain, let chain, _):
      return try optionalChain(chain, &context)
    case .unary(.handledTry(let handling), let operand, let range):
      return try handledTry(handling, operand, range: range, &context)
    case .unary(.cast(let typeCast), let operand, let range):
      return try cast(try evaluate(operand, &context), of: operand, typeCast, range: range)
    case .unary(let op, let operand, let range):
      let value = try evaluate(operand, &context)
      switch (op, value) {
      case (.not, .bool(let bool)): return .bool(!bool)
      case (.negate, .int(let int)): return .int(try IntArithmetic.negate(int, range: range))
      case (.negate, .double(let double)): return .double(-double)
      case (.bitwiseNot, .int(let int)): return .int(~int)
      case (.inOut, .builtin(.lentGenerator)): return value
      case (.forceUnwrap, .none):
        throw RuntimeError(
          "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range,
          notes: ["Swift stops the program here; unwrap it with if let or ?? to handle nil"])
      case (.forceUnwrap, _): return value
      default:
        throw RuntimeError(
          "cannot apply '\(op.symbol)' to a value of type \(value.typeName)", at: range)
      }
    case .binary(let op, let left, let right, let range):
      return try binary(op, left, right, range: range, &context)
    case .conditional(let condition, let then, let otherwise, _):
      let holds = try conditionHolds(try evaluate(condition, &context), at: condition.range)
      return try evaluate(holds ? then : otherwise, &context)
    case .await(_, let range):
      // Asynchronous code evaluates `await`s first (evaluateAsync); one reaching here is in
      // synchronous code.
      throw RuntimeError("'await' in a function that does not support concurrency", at: range)
    case .list(let elements, _):
      return try bounded(
        .list(try elements.map { try evaluate($0, &context) }), at: expression.range)
    case .tuple(let elements, _):
      return .tuple(
        try elements.map { (label: $0.label, value: try evaluate($0.value, &context)) })
    case .subscriptArguments(_, let range):
      // Only a struct's subscript takes them (`.subscripted` asks it first): any other value's
      // subscript takes one unlabelled index.
      throw RuntimeError(
        "these subscript arguments fit no subscript", at: range,
        notes: ["an array's or a dictionary's subscript takes one index: names[0]"])
    case .dictionary(let entries, let range):
      return try dictionary(entries, range: range, &context)
    case .closure(let literal):
      let values = DependencyValues._current
      return .closure(
        ScriptClosure(
          literal: literal, frame: try capturing(literal, context).frame, model: context.model,
          madeWith: (values, InheritanceMarker.isBound && differsFromRoot(values)),
          isMainActor: context.isMainActor || literal.isMainActor))
    case .withDependencies(let parent, let update, let operation, let range):
      return try scope(from: parent, update: update, operation: operation, range: range, &context)
    case .task(let form, let body, let range):
      guard body.captures.isEmpty else {
        var captured = try capturing(body, context)
        return try spawnTask(form, body: body, range: range, &captured)
      }
      return try spawnTask(form, body: body, range: range, &context)
    case .dispatch(let queue, let isSync, let body, let range):
      try dispatch(queue, isSync: isSync, body: body, range: range, &context)
      return .void
    case .dispatchAfter(let queue, let delay, let body, let range):
      try dispatchAfter(queue, delay: delay, body: body, range: range, &context)
      return .void
    case .taskSleep(_, let inNanoseconds, let range):
      // Under `await` it sleeps (``taskSleep(_:inNanoseconds:range:_:)``); here it lacks one.
      try requireTaskSleepMarks(inNanoseconds: inNanoseconds, awaited: false, range, context)
      return .void
    case .taskYield(let range):
      // Under `await` it yields (``taskYield(range:_:)``); here it lacks one.
      try requireTaskYieldMarks(awaited: false, range, context)
      return .void
    case .taskCancellation(let query, let range):
      return try taskCancellation(query, range: range, context)
    case .thread(let body, let range):
      try startThread(body: body, range: range, &context)
      return .void
    case .withEscapedDependencies(let body, _):
      return try withEscapedDependencies { continuation in
        var inner = context.nested()
        inner.frame.bind(body.parameters[0], .continuation(continuation))
        return try execute(body.body, &inner).value
      }
    case .withTaskGroup(_, _, _, let range):
      throw RuntimeError("'withTaskGroup' needs 'await'", at: range)
    case .expectThrows(let expectation):
      return try expectThrows(expectation, &context)
    }
  }

  /// A name, as the checker resolved it: a local (`self` too), a property of `self`'s model,
  /// or a key read through a `@Dependency` declared right here.
  package func read(_ name: String, range: SourceRange, _ context: inout Context) throws
    -> ScriptValue
  {
    switch context.frame.resolutions[range] {
    case .local?, nil:
      return try readLocal(name, range: range, &context)
    case _? where Self.isTemporary(name):
      // The checker never saw it; it stands where its operand started, maybe a name's place.
      return try readLocal(name, range: range, &context)
    case .updatedValues?:
      if context.updating?.focus != nil {  // the transformed key's value
        return try readUnderUpdate(.name(name, range: range), range: range, &context)
      }
      return try readLocal(name, range: range, &context)
    case .modelMember?:
      if let value = context.model?.storedValue(name) { return value }
      if let model = context.model,
        let value =
          try lazyValue(name, of: model, range: range, &context)
          ?? computedMember(name, of: model, range: range, &context)
          ?? dependencyProperty(name, of: model, range: range, &context)
      {
        return value
      }
      throw RuntimeError(
        "'\(name)' is a method: call it", at: range, notes: ["write \(name)(…)"])
    case .key?:
      return try readKey(name, range: range, &context)
    case .selfMember?:
      return try readSelfMember(name, range: range, &context)
    case .staticMember?:
      guard let value = try staticProperty(name, of: nil, range: range, &context) else {
        throw RuntimeError("'\(name)' is a method: call it", at: range, notes: ["write \(name)(…)"])
      }
      return value
    case .function?:
      return try functionValue(name, range: range, context)
    case .builtin(let id)?:
      if case .value(let value) = id.kind { return globalValue(value, context) }
      throw RuntimeError(
        "'\(name)' is not a value", at: range, notes: ["call it: \(name)(…)"])
    case .model?, .record?:
      throw RuntimeError(
        "'\(name)' is not a value", at: range, notes: ["call it: \(name)(…)"])
    }
  }

  /// A global value of the libraries: `isTesting` is true in the code a script's test runs,
  /// whose issues fail it (a test's bucket), false in the script's own code.
  private func globalValue(_ value: Builtin.Value, _ context: Context) -> ScriptValue {
    switch value {
    case .isTesting: .bool(context.bucket.issuesFail)
    }
  }

  @inline(__always)
  private func readLocal(_ name: String, range: SourceRange, _ context: inout Context) throws
    -> ScriptValue
  {
    guard let value = context.frame.lookup(name) else {
      if context.updating != nil, context.frame.resolutions[range] == .updatedValues {
        throw RuntimeError("'$0' is read one key at a time: $0.key", at: range)
      }
      // A global read by code that ran before its declaration's line did.
      if context.frame.resolutions.readsAboveDeclaration(range)
        || context.frame.resolutions.readsTopLevel(range)
      {
        throw RuntimeError(
          "the top-level '\(name)' is read before its declaration's line has run", at: range,
          notes: [
            "Swift reads uninitialised memory there: 0 for an Int, \"\" for a String, a crash for an array or a class; declare it above the code that reads it first"
          ])
      }
      throw RuntimeError("'\(name)' has no value here", at: range)
    }
    switch value {
    case .asyncLet:
      throw RuntimeError(
        "reading 'async let \(name)' needs 'await'", at: range, notes: ["write 'await \(name)'"])
    case .dependency(let local):
      return try read(local.wrapper, named: name, range: range, &context)
    case .sharedVariable(let shared):
      return shared.wrappedValue
    default:
      return value
    }
  }

  /// The key `name`, read through a `@Dependency` declared right here.
  private func readKey(_ name: String, range: SourceRange, _ context: inout Context) throws
    -> ScriptValue
  {
    let found = try key(readAt: range, named: name, in: context.frame.resolutions)
    // A script's key (the read in a loop) is read without copying the reference out.
    if let key = found.runtimeKey {
      return try readScriptKey(key, named: name, range: range, context)
    }
    switch found.reference {
    case .script(let scriptKey):
      return try readScriptKey(scriptKey.key, named: name, range: range, context)
    case .context:
      let dependency = Dependency(\.context)
      let value = ScriptValue.context(dependency.wrappedValue)
      try emitResolved(name, value: value, provenance: .unknown, range: range, context)
      return value
    case .builtin(let key):
      let value = key.dependency()()
      try emitResolved(
        name, value: value, provenance: KeptProvenance(key.provenance()), range: range, context)
      return value
    }
  }

  /// The script's key `key`, declared as `name`, read at `range`.
  @inline(__always)
  private func readScriptKey(
    _ key: DynamicDependencyKey<ScriptValue>, named name: String, range: SourceRange,
    _ context: Context
  ) throws -> ScriptValue {
    // A value already determined is read as the wrapper would read it, without one: a
    // wrapper, its read view and the guard against a default's cycle are for a read that
    // computes a default (or reports, or sees captured overrides).
    if let read = DependencyValues.determinedRead(of: key) {
      let value = read.value(of: key)
      try emitResolved(
        name, value: value, provenance: .determined(consume read), range: range, context)
      return value
    }
    let values = Dependency(dynamic: key).resolvedValues
    let value = try DefaultCycle.read(key, named: name, from: values, at: range)
    try emitResolved(
      name, value: value, provenance: .told(.runtime(values.provenance(of: key))), range: range,
      context)
    return value
  }

  /// The `@Dependency` property `name` of the class instance `model`, read; `nil` when it
  /// has none. Swift's error while its `init` has left a stored property without a value.
  package func dependencyProperty(
    _ name: String, of model: ModelInstance, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let property = model.properties[name] else { return nil }
    try requireInitialized(model, using: "property access '\(name)'", range: range)
    return try read(property, named: name, range: range, &context)
  }

  /// A model's `@Dependency` property: its wrapper's value (captured, merged with current).
  package func read(
    _ property: ModelInstance.Property, named name: String, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    switch property {
    case .script(let dependency, let key, let fields):
      let values = dependency.resolvedValues
      var value = try DefaultCycle.read(key, named: key.name, from: values, at: range)
      try emitResolved(
        name, value: value, provenance: .told(.runtime(values.provenance(of: key))), range: range,
        context)
      for field in fields { value = try member(field, of: value, range: range) }
      return value
    case .context(let dependency):
      return .context(dependency.wrappedValue)
    case .builtin(let read, let key, let fields):
      var value = read()
      try emitResolved(
        name, value: value, provenance: KeptProvenance(key.provenance()), range: range, context)
      for field in fields { value = try member(field, of: value, range: range) }
      return value
    case .values(let dependency, let path):
      var value = ScriptValue.builtin(.dependencyValues(dependency.wrappedValue))
      for name in path { value = try member(name, of: value, range: range, &context) }
      return value
    }
  }

  private func emitResolved(
    _ name: String, value: ScriptValue, provenance: consuming KeptProvenance, range: SourceRange,
    _ context: Context
  ) throws {
    if case .int(let number) = value {
      // The common read, measured without a switch over the value: a walk over one scalar,
      // kept as data (made anew: a copy of `value` is an outlined call), written in its
      // digits. Each branch makes its event whole: an event value made before the event is
      // copied into it and then destroyed through an outlined call.
      try spend(ValueSize.scalarWork, at: range)
      events.emit(
        silent: .valueResolved(
          key: name, value: .data(.int(number)), provenance: provenance,
          unit: context.unit.info, range: range),
        textSize: EventValue.digits(of: number))
      return
    }
    try chargeWalk(over: value, at: range)
    let eventValue = EventValue(value)
    let textSize = eventValue.textSize
    events.emit(
      silent: .valueResolved(
        key: name, value: eventValue, provenance: provenance, unit: context.unit.info,
        range: range),
      textSize: textSize)
  }

  /// `value.name`: a record's field.
  package func member(_ name: String, of value: ScriptValue, range: SourceRange) throws
    -> ScriptValue
  {
    switch value {
    case .record(let record):
      if let field = record[field: name] { return field }
      throw RuntimeError(
        record.isTuple
          ? "value of tuple type '\(record.tupleTypeName)' has no member '\(name)'"
          : "\(record.name) has no field '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: record.fields.map(\.name)))
    case .task where TaskMember(rawValue: name) == .value:
      throw RuntimeError(
        "reading a task's value needs 'await'", at: range, notes: ["write 'await t.value'"])
    case .list(let values):
      if let property = listProperty(name, of: values) { return property }
    case .set(let values):
      if let property = setProperty(name, of: values) { return property }
    case .dictionary(let dictionary):
      if let property = dictionaryProperty(name, of: dictionary) { return property }
    case .string(let text):
      if let property = stringProperty(name, of: text) { return property }
      if DescriptionMember(rawValue: name) == .description { return value }
    case .int, .double, .bool:
      // `count.description`, `numbers.map(\.description)`: the text `print` writes.
      if DescriptionMember(rawValue: name) == .description { return .string(value.description) }
    case .composable(let composable):
      return try composableProperty(name, of: composable, range: range)
    case .enumCase(let value):
      return try enumMember(name, of: value, range: range)
    case .builtin(let builtin):
      if let value = builtin.member(name) { return value }
    case .model(let model):
      throw RuntimeError(
        "\(model.name) has no property '\(name)'", at: range,
        notes: DidYouMean.note(
          for: name, among: Array(model.properties.keys) + model.declaration.methods.map(\.name)))
    default:
      break
    }
    throw RuntimeError("a value of type \(value.typeName) has no member '\(name)'", at: range)
  }

  /// `.name` or `.name(arguments)` where the type is implied: contexts, and durations,
  /// generators and schedulers (`implied`, as the checker resolved the member).
  package func implicitMember(
    _ name: String, implied: Callee.ImpliedValue?, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    if let contextValue = DependencyContext(rawValue: name), arguments.isEmpty {
      return .context(contextValue)
    }
    if let value = try composableMember(name, arguments: arguments, range: range, &context) {
      return value
    }
    if arguments.isEmpty, let scheduler = schedulerImplicitMember(implied) { return scheduler }
    if arguments.isEmpty, let value = try clientStatic(implied: name, range: range) {
      return value
    }
    if implied == nil,
      let value = try impliedStructStatic(name, arguments: arguments, range: range, &context)
    {
      return value
    }
    if implied == .set { return try bindingSet(arguments, range: range, &context) }
    // `calendar.identifier == .gregorian`: the calendar identifier the member names.
    if implied == nil, arguments.isEmpty, let identifier = Builtin.calendars[name] {
      return .builtin(.calendarIdentifier(identifier))
    }
    let values = try arguments.map { try evaluate($0.value, &context) }
    switch (implied, values.first, values.count) {
    case (.seconds?, .int(let n)?, 1): return .builtin(.duration(.seconds(n)))
    case (.milliseconds?, .int(let n)?, 1): return .builtin(.duration(.milliseconds(n)))
    // `.seconds(0.3)`: Swift's `Duration.seconds(_: Double)`, rounded as Swift rounds it.
    case (.seconds?, .double(let x)?, 1): return .builtin(.duration(.seconds(x)))
    case (.milliseconds?, .double(let x)?, 1): return .builtin(.duration(.milliseconds(x)))
    case (.incrementing?, nil, 0): return .builtin(.uuidGenerator(.incrementing))
    case (.standard?, nil, 0): return .builtin(.userDefaults(userDefaults.defaults(.standard)))
    case (.zero?, nil, 0): return .builtin(.duration(.zero))
    case (.sortedKeys?, nil, 0): return .builtin(.outputFormatting(.sortedKeys))
    case (.prettyPrinted?, nil, 0): return .builtin(.outputFormatting(.prettyPrinted))
    case (.withoutEscapingSlashes?, nil, 0):
      return .builtin(.outputFormatting(.withoutEscapingSlashes))
    case (.convertToSnakeCase?, nil, 0): return .builtin(.keyStrategy(.convertToSnakeCase))
    case (.convertFromSnakeCase?, nil, 0): return .builtin(.keyStrategy(.convertFromSnakeCase))
    case (.deferredToDate?, nil, 0): return .builtin(.dateDecodingStrategy(.deferredToDate))
    case (.secondsSince1970?, nil, 0): return .builtin(.dateDecodingStrategy(.secondsSince1970))
    case (.millisecondsSince1970?, nil, 0):
      return .builtin(.dateDecodingStrategy(.millisecondsSince1970))
    case (.iso8601?, nil, 0): return .builtin(.dateDecodingStrategy(.iso8601))
    case (.some?, let value?, 1) where arguments[0].label == nil: return value  // Optional's
    case (.constant?, .builtin(.uuid(let uuid))?, 1):
      return .builtin(.uuidGenerator(.constant(uuid)))
    case (.constant?, .builtin(.date(let date))?, 1):
      return .builtin(.dateGenerator(.constant(date)))
    default:
      throw RuntimeError(
        "unknown member '.\(name)'", at: range,
        notes: DidYouMean.note(
          for: name,
          among: Builtin.implicitMembers)
          + (implied == .constant
            ? ["write .constant(UUID(1)) or .constant(Date(timeIntervalSince1970: 0))"] : []))
    }
  }

  package func binary(
    _ op: BinaryOperator, _ left: Expression, _ right: Expression, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    var lhs = try evaluate(left, &context)
    // NB: a pattern, not `==`: the synthesized `==` of another module's enum is called
    // through its Equatable witness, on every binary operation.
    if case .nilCoalescing = op {
      guard case .none = lhs else { return lhs }
      return try evaluate(right, &context)
    }
    guard case .logical(let logical) = op else {
      var rhs = try evaluate(right, &context)
      if let implied = try impliedOperand(right, comparedWith: lhs, op: op) {
        rhs = implied
      } else if let implied = try impliedOperand(left, comparedWith: rhs, op: op) {
        lhs = implied
      }
      DoubleArithmetic.promoteLiteral(&lhs, left, &rhs, right)
      if case .record = lhs, case .comparison(let comparison) = op,
        let order = try structOrder(comparison, lhs, rhs, range: range, &context)
      {
        return order
      }
      return try apply(op, lhs, rhs, range: range)
    }
    guard case .bool(let first) = lhs else {
      throw RuntimeError(
        "'\(op.symbol)' needs Bool operands, not \(lhs.typeName)", at: left.range)
    }
    switch (logical, first) {
    case (.and, false), (.or, true): return .bool(first)
    case (.and, true), (.or, false): break
    }
    let rhs = try evaluate(right, &context)
    guard case .bool(let second) = rhs else {
      throw RuntimeError(
        "'\(op.symbol)' needs Bool operands, not \(rhs.typeName)", at: right.range)
    }
    return .bool(second)
  }

  /// A binary operator other than `&&` and `||` applied to two values.
  package func apply(
    _ op: BinaryOperator, _ lhs: ScriptValue, _ rhs: ScriptValue, range: SourceRange
  )
    throws -> ScriptValue
  {
    if case .int(let a) = lhs, case .int(let b) = rhs,
      let value = try Self.apply(op, toInts: a, b, range: range)
    {
      return value
    }
    switch (op, lhs, rhs) {
    case (.comparison(.equal), _, _), (.comparison(.notEqual), _, _):
      try chargeWalk(over: lhs, rhs, at: range)
      try refuseUnequatable(lhs, rhs, op, range: range)
      return .bool(lhs.isEqual(to: rhs) == (op == .comparison(.equal)))
    case (.identity(let identity), .model(let a), .model(let b)):
      return .bool((a === b) == (identity == .identical))
    case (.identity, _, _):
      throw RuntimeError(
        "'\(op.symbol)' compares class instances, not \(lhs.typeName) and \(rhs.typeName)",
        at: range, notes: ["compare values with == instead"])
    case (.arithmetic(.add), .string(let a), .string(let b)):
      return try bounded(.string(a + b), at: range)
    case (.arithmetic(.add), .list(let a), .list(let b)):
      return try bounded(.list(a + b), at: range)
    case (.arithmetic(let arithmetic), .double(let a), .double(let b)):
      return .double(try DoubleArithmetic.apply(arithmetic, a, b, range: range))
    case (.comparison(let comparison), .double(let a), .double(let b)):
      return .bool(comparison.holds(a, b))
    case (.comparison(let comparison), .string(let a), .string(let b)):
      return .bool(comparison.holds(a, b))
    case (.comparison(let comparison), .builtin(.date(let a)), .builtin(.date(let b))):
      return .bool(comparison.holds(a, b))
    case (.comparison(let comparison), .builtin(.instant(let a)), .builtin(.instant(let b))):
      // A clock's instants, by their offsets from its start.
      return .bool(comparison.holds(a, b))
    case (_, .builtin(.duration), _), (_, _, .builtin(.duration)):
      if let value = try durationArithmetic(op, lhs, rhs, range: range) { return value }
      throw RuntimeError(
        "binary operator '\(op.symbol)' cannot be applied to operands of type"
          + " '\(lhs.typeName)' and '\(rhs.typeName)'", at: range,
        notes: ["a Duration adds to a Duration and multiplies by an Int: .seconds(1) * 3"])
    case (.arithmetic(.add), .builtin(.date(let date)), _),
      (.arithmetic(.subtract), .builtin(.date(let date)), _):
      return try movedDate(date, by: rhs, subtracting: op == .arithmetic(.subtract), range: range)
    case (.bitwise, _, _):
      throw RuntimeError(
        "'\(op.symbol)' needs Int operands, not \(lhs.typeName) and \(rhs.typeName)", at: range,
        notes: ["Swift's bitwise operators take integers: convert with Int(value)"])
    case (.arithmetic, .double, .int), (.arithmetic, .int, .double),
      (.comparison, .double, .int), (.comparison, .int, .double):
      throw RuntimeError(
        "binary operator '\(op.symbol)' cannot be applied to operands of type '\(lhs.typeName)' and '\(rhs.typeName)'",
        at: range, notes: ["convert one of them: Double(n)"])
    default:
      throw RuntimeError(
        "cannot apply '\(op.symbol)' to \(lhs.typeName) and \(rhs.typeName)", at: range)
    }
  }

  /// `a op b` for two `Int`s: arithmetic, an ordering or a range, taken before the general
  /// switch, whose tuple of two operands costs two copies of each (the loop counter's `i + 1`
  /// and `i < n` are the commonest operations there are); `nil` for an operator that takes
  /// any operands (`==`, `===`), which the general switch applies.
  private static func apply(
    _ op: BinaryOperator, toInts a: Int, _ b: Int, range: SourceRange
  ) throws -> ScriptValue? {
    switch op {
    case .arithmetic(let arithmetic):
      return .int(try IntArithmetic.apply(arithmetic, a, b, range: range))
    case .bitwise(let bitwise):
      return .int(bitwise.apply(a, b))
    case .comparison(.equal), .comparison(.notEqual):
      return nil
    case .comparison(let comparison):
      return .bool(comparison.holds(a, b))
    case .range(let kind):
      guard a <= b else {
        throw RuntimeError("a range's lower bound must not exceed its upper bound", at: range)
      }
      switch kind {
      case .halfOpen: return .range(a..<b)
      case .closed: return .closedRange(a...b)
      }
    case .identity, .logical, .nilCoalescing:
      return nil
    }
  }
}
