import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  package func call(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    if case .member(_, _, let memberRange) = callee,
      let random = context.frame.resolutions.callee(at: memberRange)?.random
    {
      return try self.random(random, arguments: arguments, range: range, &context)
    }
    if case .member(_, _, let memberRange) = callee,
      case .makeStream(let isThrowing)? = context.frame.resolutions.callee(at: memberRange)
    {
      return madeStream(isThrowing: isThrowing)
    }
    if case .member(_, _, let memberRange) = callee,
      context.frame.resolutions.callee(at: memberRange) == .issueRecord
    {
      return try reportedIssue(arguments, call: "Issue.record", range: range, &context)
    }
    switch callee {
    case _ where context.frame.resolutions.calledDependency(callee)?.isAssertion == true:
      return try assertionCall(callee, arguments: arguments, range: range, &context)
    case _ where context.frame.resolutions.calledDependency(callee) == .fireAndForget:
      // Reached without `await`: `fireAndForget`'s call is `async`.
      try requireMarks(
        on: context.frame.resolutions.source.text(of: callee.range), isAsync: true,
        isThrowing: false, awaited: false, range: range, context)
      return .void
    case .name(let name, let nameRange):
      return try call(
        name, nameRange: nameRange, arguments: arguments, trailing: trailing, range: range,
        &context)
    case .member(.name(let name, let nameRange), _, let stateRange)
    where context.frame.resolutions.callee(at: stateRange) == .featureState:
      guard let feature = feature(named: name) else {
        throw RuntimeError("'\(name)' is not a feature", at: nameRange)
      }
      if let cases = feature.declaration.stateCases {
        throw RuntimeError(
          "\(name).State is an enum: its value is one of its cases", at: range,
          notes: cases.first.map { ["write \(name).State.\($0.name)(…)"] } ?? [])
      }
      return try initialState(of: feature, arguments: arguments, range: range, &context)
    case .member(.member(.name(let name, let nameRange), _, let stateRange), let caseName, _)
    where context.frame.resolutions.callee(at: stateRange) == .featureState:
      guard let feature = feature(named: name) else {
        throw RuntimeError("'\(name)' is not a feature", at: nameRange)
      }
      return try stateCase(caseName, of: feature, arguments: arguments, range: range, &context)
    case .implicitMember(_, nil, let memberRange)
    where context.frame.resolutions.effect(at: memberRange) == .run:
      guard let trailing, arguments.isEmpty || arguments.areLabelled(.catch),
        case .closure(let handler)? = arguments.first?.value ?? .closure(trailing)
      else {
        throw RuntimeError(
          "expected .run { send in … } or .run { send in … } catch: { error, send in … }",
          at: range)
      }
      return try makeRun(
        trailing, catch: arguments.isEmpty ? nil : handler, range: range, context)
    case .member(let base, let name, let nameRange):
      if let value = try bindTaskLocal(
        callee, arguments: arguments, trailing: trailing, &context)
      {
        return value
      }
      if let value = try callStaticMethod(
        name, of: base, nameRange: nameRange, arguments: arguments, range: range, &context)
      {
        return value
      }
      if let value = try staticMember(
        name, of: base, memberRange: nameRange, arguments: arguments, range: range, context)
      {
        return value
      }
      let receiver = try evaluate(base, &context)
      if case .none = receiver, try endsAtMissingElement(base, &context) { return .none }
      if let value = try callStructMethod(
        name, on: receiver, base: base, arguments: arguments, trailing: trailing, range: range,
        &context)
      {
        return value
      }
      if let value = try callValueMethod(
        name, of: nameRange, on: receiver, base: base, arguments: arguments, trailing: trailing,
        range: range, &context)
      {
        return value
      }
      if case .composable(.stack(let stack)) = receiver {
        return try callStackMethod(
          name, context.frame.resolutions.methods(at: nameRange)?.stack, on: stack, base: base,
          arguments: arguments, range: range, &context)
      }
      return try callMember(
        name, of: receiver, nameRange: nameRange, arguments: arguments, trailing: trailing,
        range: range, &context)
    default:
      let value = try evaluate(callee, &context)
      return try callValue(
        value, named: nil, arguments: arguments, trailing: trailing, range: range, &context)
    }
  }

  /// `name(arguments) { trailing }`: calls what the checker resolved `name` to.
  private func call(
    _ name: String, nameRange: SourceRange, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    switch context.frame.resolutions[nameRange] {
    case .local?:
      guard let value = context.frame.lookup(name) else {
        throw RuntimeError("'\(name)' has no value here", at: nameRange)
      }
      if case .composable(.send(let send)) = value {
        return try callSend(send, arguments: arguments, range: range, &context)
      }
      if case .composable(.mappingSend(let send)) = value {
        return try callMappingSend(send, arguments: arguments, range: range, &context)
      }
      if case .dependency(let local) = value {
        // `@Dependency(\.uuid) var uuid` then `uuid()`: the value read through the wrapper
        // is called (a generator is callable, as in swift-dependencies).
        let read = try read(local.wrapper, named: name, range: nameRange, &context)
        return try callValue(
          read, named: name, arguments: arguments, trailing: trailing, range: range, &context)
      }
      return try callValue(
        value, named: name, arguments: arguments, trailing: trailing, range: range, &context)
    case .modelMember?:
      guard let model = context.model else {
        throw RuntimeError("'\(name)' is a member of no model here", at: nameRange)
      }
      if let value = try dependencyProperty(name, of: model, range: nameRange, &context) {
        return try callValue(
          value, named: name, arguments: arguments, trailing: trailing, range: range, &context)
      }
      if let value = try model.storedValue(name)
        ?? lazyValue(name, of: model, range: nameRange, &context)
      {
        return try callValue(
          value, named: name, arguments: arguments, trailing: trailing, range: range, &context)
      }
      return try callMethod(name, on: model, arguments: arguments, range: range, &context)
    case .model?:
      let (model, feature) = state.withLock { ($0.models[name], $0.features[name]) }
      if let model, !model.declaration.initializers.isEmpty {
        return .model(try initialize(model, arguments: arguments, range: range, &context))
      }
      if let model { return .model(try makeModel(model, range: range, &context)) }
      guard let feature else {
        if let value = try constructDeclaredType(
          name, arguments: arguments, trailing: trailing, range: range, &context)
        {
          return value
        }
        throw RuntimeError("'\(name)' is not declared", at: nameRange)
      }
      guard trailing == nil else {
        throw RuntimeError(
          "a feature is created with its constants as labelled arguments: \(name)(…)",
          at: range, notes: ["its state is created with \(name).State(…)"])
      }
      var given: [Record.Field] = []
      for argument in arguments {
        given.append(
          .init(name: argument.label ?? "_", value: try evaluate(argument.value, &context)))
      }
      return .composable(
        .feature(try instantiate(feature, given: given, range: range, &context)))
    case .builtin(let id)?:
      return try callBuiltin(
        id, nameRange: nameRange, arguments: arguments, trailing: trailing, range: range,
        &context)
    case .selfMember?:
      return try callSelfMember(
        name, nameRange: nameRange, arguments: arguments, trailing: trailing, range: range,
        &context)
    case .function?:
      return try callFunction(
        name, nameRange: nameRange, arguments: arguments, trailing: trailing, range: range,
        &context)
    case .staticMember?:
      guard
        let value = try callStaticMethod(
          name, of: nil, nameRange: nameRange, arguments: arguments, range: range, &context)
      else { throw RuntimeError("cannot call '\(name)'", at: nameRange) }
      return value
    case .key?:
      let value = try read(name, range: nameRange, &context)
      return try callValue(
        value, named: name, arguments: arguments, trailing: trailing, range: range, &context)
    case .record?:
      let record = Record(
        name: name,
        fields: try arguments.map {
          Record.Field(name: $0.label ?? "", value: try evaluate($0.value, &context))
        })
      return try bounded(.record(record), at: range)
    case .updatedValues?, nil:
      throw RuntimeError("cannot call '\(name)'", at: nameRange)
    }
  }

  /// Calls the name `name` of the table of built-ins: `print`, `expect`, a type's
  /// initializer, a name of the store layer.
  private func callBuiltin(
    _ id: Builtin.ID, nameRange: SourceRange, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let name = id.builtin.name
    switch id.kind {
    case .function(.print):
      let form = context.frame.resolutions.callee(at: nameRange)?.print ?? Callee.Print()
      let items = try arguments.dropLast(form.labelled).map {
        let value = try evaluate($0.value, &context)
        try chargeWalk(over: value, at: $0.range)
        try refuseDescribingWrapper(value, at: $0.range)
        return try printed(value, of: $0.value, &context)
      }
      var labelled = arguments.suffix(form.labelled).makeIterator()
      let separator = try form.separator ? printString(labelled.next(), &context) : " "
      let terminator = try form.terminator ? printString(labelled.next(), &context) : "\n"
      events.emit(
        .output(
          text: items.joined(separator: separator), terminator: terminator,
          unit: context.unit.info, range: range))
      return .void
    case .function(.expect):
      guard case .expect(let form)? = context.frame.resolutions.callee(at: nameRange) else { break }
      try expect(form, arguments, range: range, &context)
      return .void
    case .function(.max):
      return try extreme(of: arguments, largest: true, range: range, &context)
    case .function(.min):
      return try extreme(of: arguments, largest: false, range: range, &context)
    case .function(.stride):
      return try strided(arguments, range: range, &context)
    case .function(.zip):
      return try zipped(arguments, range: range, &context)
    case .function(.abs):
      return try absoluteValue(arguments, range: range, &context)
    case .function(.fatalError):
      let message = try arguments.first.map {
        try text(evaluate($0.value, &context), range: $0.range)
      }
      throw RuntimeError(
        "Fatal error" + (message.map { ": \($0)" } ?? ""), at: range,
        notes: ["Swift stops the program here"])
    case .function(.unimplemented):
      return try unimplementedClosure(arguments, &context)
    case .function(.reportIssue):
      return try reportedIssue(arguments, call: "reportIssue", range: range, &context)
    case .function(.expectNoDifference):
      return try expectNoDifference(arguments, range: range, &context)
    case .function(.typeOf):
      return try dynamicType(arguments, &context)
    case .function(.withTaskCancellation):
      // Only an awaited call runs (``taskCancellationScope(_:body:range:_:)``).
      try requireMarks(
        on: name, isAsync: true, isThrowing: trailing?.isThrowing ?? false, awaited: false,
        range: range, context)
    case .function(.withKnownIssue):
      guard let trailing else { break }
      return try withKnownIssue(
        arguments, body: trailing,
        range: .callSite(of: range, name: nameRange, arguments: arguments, trailing: trailing),
        &context)
    case .testCheck(let check):
      return try testCheck(
        check, arguments: arguments, trailing: trailing, range: range, &context)
    case .type:
      if let value = try construct(
        name, arguments: arguments, trailing: trailing, range: range, &context)
      {
        return value
      }
    case .storeLayer(let layer):
      return try storeLayerCall(
        layer, arguments: arguments, trailing: trailing, range: range, &context)
    case .staticMembers(.uuidGenerator) where arguments.isEmpty:
      if let trailing { return try uuidGenerator(calling: trailing, range: range, context) }
    case .staticMembers, .staticFunctions, .key, .value:  // `isTesting()`: the checker refuses it
      break
    }
    throw RuntimeError(
      "cannot call '\(name)'", at: nameRange,
      notes: Builtin.staticMembers(of: name).map { owner in
        ["\(name) offers " + owner.members.map { "." + $0 }.joined(separator: ", ")]
      } ?? [])
  }

  /// The string a `print` call's `separator:` or `terminator:` argument gives.
  private func printString(_ argument: Argument?, _ context: inout Context) throws -> String {
    guard let argument else { return "" }
    let value = try evaluate(argument.value, &context)
    guard case .string(let text) = value else {
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'String'",
        at: argument.value.range, notes: ["print's separator and terminator are strings"])
    }
    return text
  }

  /// `receiver.name(arguments) { trailing }`, the receiver evaluated; `awaited` when the call
  /// is the operand of an `await` (one that needed it has been made already).
  package func callMember(
    _ name: String, of receiver: ScriptValue, nameRange: SourceRange, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, awaited: Bool = false,
    _ context: inout Context
  ) throws -> ScriptValue {
    if case .record(let record) = receiver,
      let fieldName = try calledField(name, of: record, arguments: arguments, range: nameRange)
    {
      try requireEndpointMarks(fieldName, of: record, awaited: awaited, range: range, context)
      let field = try fieldValue(
        record[field: fieldName] ?? .none, named: fieldName, range: nameRange, &context)
      return try callValue(
        field, named: fieldName, arguments: arguments, trailing: trailing,
        range: range, &context)
    }
    let methods = context.frame.resolutions.methods(at: nameRange)
    switch receiver {
    case .composable(.feature(let feature)) where feature.model.method(named: name) != nil:
      // `self.follow(total)` in a reducer: the feature's own method.
      return try callMethod(name, on: feature.model, arguments: arguments, range: range, &context)
    case .composable(let value):
      return try composableMethod(
        name, of: value, methods: methods, arguments: arguments, trailing: trailing, range: range,
        &context)
    case .model(let model):
      try requireIsolation(to: model, .calling(arguments), name, range: range, context)
      return try callMethod(name, on: model, arguments: arguments, range: range, &context)
    case .continuation(let continuation) where methods?.continuation == .yield:
      guard let trailing else {
        throw RuntimeError("yield needs a closure: continuation.yield { … }", at: range)
      }
      return try continuation.yield {
        events.emit(
          .yieldEntered(
            restoresOverrides: valuesInForceDifferFromRoot,
            unit: context.unit.info, range: range))
        defer { events.emit(.scopeLeft(unit: context.unit.info, range: range)) }
        var inner = context.nested()
        return try execute(trailing.body, &inner).value
      }
    case .builtin(let value) where value.isScheduler:
      return try schedulerMethod(
        name, methods?.scheduler, of: value,
        arguments: arguments, range: range)
    case .builtin(.clock(let clock)):
      return try callBuiltin(
        .clock(clock), arguments: arguments, trailing: trailing, range: range, &context)
    case .group(let group) where methods?.taskGroup == .addTask:
      guard let trailing else {
        throw RuntimeError("addTask needs a closure: group.addTask { … }", at: range)
      }
      try addGroupChild(to: group, body: trailing, range: range, &context)
      return .void
    case .builtin(.semaphore) where methods?.value == .timedWait:
      // `wait(timeout:)` and `wait(wallTimeout:)`: a timeout is real time, which the script's
      // order of work does not follow.
      throw RuntimeError(
        "'wait' with a timeout is not supported yet", at: nameRange,
        notes: [
          "write semaphore.wait(): it runs the blocks asyncAfter scheduled until one signals"
        ])
    default:
      throw RuntimeError(
        "a value of type \(receiver.typeName) has no method '\(name)'", at: nameRange)
    }
  }

  /// Calls a closure value where it is called: with the caller's task-locals (the call is
  /// an event, ``Event/closureCalled(madeAt:start:unit:range:)``, closed when it returns).
  package func callValue(
    _ value: ScriptValue, named name: String?, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    try refuseUnawaitedDismiss(value, range: range)
    if case .builtin(let builtin) = value {
      return try callBuiltin(
        builtin, arguments: arguments, trailing: trailing, range: range, &context)
    }
    let closure = try closure(value, named: name, arity: arguments.count, range: range)
    guard !closure.literal.isAsync else {
      throw RuntimeError(
        "'\(name ?? "closure")' is async (its body awaits): call it with 'await'", at: range,
        notes: ["write await \(source.text(of: range))"])
    }
    try requireMarks(
      on: name ?? "closure", isAsync: false, isThrowing: closure.literal.isThrowing,
      awaited: false, range: range, context)
    let values = try arguments.map { try evaluate($0.value, &context) }
    return try call(closure, named: name, values: values, range: range, &context)
  }

  /// Calls an `async` closure value (one whose body awaits) under `await`: its body runs on
  /// the caller's task, and may suspend; `nil` when `value` is not such a closure.
  package func callAsyncClosure(
    _ value: ScriptValue, named name: String?, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue? {
    guard case .closure(let literalClosure) = value, literalClosure.literal.isAsync else {
      return nil
    }
    let closure = try closure(value, named: name, arity: arguments.count, range: range)
    try requireMarks(
      on: name ?? "closure", isAsync: true, isThrowing: closure.literal.isThrowing,
      awaited: true, range: range, context)
    let values = try arguments.map { try evaluate($0.value, &context) }
    return try await callAsyncClosure(closure, named: name, values: values, range: range, &context)
  }

  /// Calls the `async` closure `closure` with arguments already evaluated, its body on the
  /// caller's task (``callAsyncClosure(_:named:arguments:range:_:)`` once the call's marks are
  /// checked; TCA's `await Result { try await … }`, whose closure no mark covers).
  package func callAsyncClosure(
    _ closure: ScriptClosure, named name: String?, values: [ScriptValue], range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    var inner = try entering(closure, named: name, values: values, range: range, context)
    defer { events.emit(.scopeLeft(unit: context.unit.info, range: range)) }
    return DoubleArithmetic.returned(
      try await executeAsync(closure.literal.body.statements[...], &inner).value,
      asDouble: closure.literal.returnsDouble)
  }

  /// Calls a closure value with arguments already evaluated (an endpoint's default after the
  /// unimplemented report), as ``callValue(_:named:arguments:trailing:range:_:)`` does.
  /// A closure of several parameters given one tuple of as many elements (`zip(a, b).map {
  /// "\($0)=\($1)" }`) takes the tuple's elements, as Swift lets it.
  package func callValue(
    _ value: ScriptValue, named name: String?, values: [ScriptValue], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    var values = values
    if case .closure(let closure) = value, values.count == 1, case .record(let tuple) = values[0],
      tuple.isTuple, tuple.fields.count > 1,
      closure.literal.boundParameters.count == tuple.fields.count
    {
      values = tuple.fields.map(\.value)
    }
    let closure = try closure(value, named: name, arity: values.count, range: range)
    return try call(closure, named: name, values: values, range: range, &context)
  }

  private func closure(_ value: ScriptValue, named name: String?, arity: Int, range: SourceRange)
    throws -> ScriptClosure
  {
    guard case .closure(let closure) = value else {
      throw RuntimeError(
        "'\(name ?? value.typeName)' is \(value.typeName.withIndefiniteArticle), not a closure",
        at: range)
    }
    guard closure.literal.boundParameters.count == arity else {
      throw RuntimeError(
        "the closure takes \(closure.literal.boundParameters.count) argument(s), not \(arity)",
        at: range)
    }
    return closure
  }

  private func call(
    _ closure: ScriptClosure, named name: String?, values: [ScriptValue], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    var inner = try entering(closure, named: name, values: values, range: range, context)
    defer { events.emit(.scopeLeft(unit: context.unit.info, range: range)) }
    return DoubleArithmetic.returned(
      try execute(closure.literal.body, &inner).value, asDouble: closure.literal.returnsDouble)
  }

  /// The context `closure`'s body runs in when called here with `values` (a frame nested in
  /// the one it was made in, its parameters bound), its call recorded in the tree; the caller
  /// records leaving it (`scopeLeft`) once the body has run.
  private func entering(
    _ closure: ScriptClosure, named name: String?, values: [ScriptValue], range: SourceRange,
    _ context: Context
  ) throws -> Context {
    var inner = context
    inner.frame = Frame(parent: closure.frame)
    inner.model = closure.model
    inner.updating = nil
    inner.isMainActor = closure.isMainActor
    try enterCall(&inner, range: range, what: name ?? "closure")
    for (parameter, value) in zip(closure.literal.boundParameters, values) {
      inner.frame.bind(parameter, value)
    }
    events.emit(
      .closureCalled(
        madeAt: closure.literal.range,
        start: closure.start(calledWith: DependencyValues._current), unit: context.unit.info,
        range: range))
    return inner
  }

  package func callMethod(
    _ name: String, on model: ModelInstance, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    var (method, inner, places) = try methodCall(
      name, on: model, arguments: arguments, range: range, &context)
    try requireMarks(
      on: "\(model.name).\(name)", isAsync: method.isAsync, isThrowing: method.isThrowing,
      awaited: false, range: range, context)
    return try writingBack(places, from: &inner, to: &context) {
      DoubleArithmetic.returned(try execute(method.body, &$0).value, asDouble: method.returnsDouble)
    }
  }

  /// Calls an `async` model method: its body runs on the caller's task, and may suspend.
  package func callMethodAsync(
    _ name: String, on model: ModelInstance, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    // An `async` method takes no `inout` parameter (the lowering refuses one).
    var (method, inner, _) = try methodCall(
      name, on: model, arguments: arguments, range: range, &context)
    try requireMarks(
      on: "\(model.name).\(name)", isAsync: true, isThrowing: method.isThrowing, awaited: true,
      range: range, context)
    return DoubleArithmetic.returned(
      try await executeAsync(method.body.statements[...], &inner).value,
      asDouble: method.returnsDouble)
  }

  /// The method `name`, the context its body runs in (arguments bound, `self` set) and the
  /// places its `inout` parameters write back to: the arguments are evaluated here, in the
  /// order written, and paired with the parameters by their labels; a parameter left out
  /// takes its default, evaluated as the method's code.
  func methodCall(
    _ name: String, on model: ModelInstance, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> (ModelDeclaration.Method, Context, [InoutPlace]) {
    guard
      let method = try chosen(
        model.method(named: name, arguments: arguments), kind: "instance method", name: name,
        arguments: arguments, range: range)
    else {
      throw RuntimeError(
        "\(model.name) has no method '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: model.declaration.methods.map(\.name)))
    }
    let chosen: [Int?]
    switch method.parameters.arguments(labels: arguments.map(\.label)) {
    case .success(let indices): chosen = indices
    case .failure(let mismatch):
      throw RuntimeError(
        mismatch.message, at: range,
        notes: ["\(model.name).\(name)(\(method.parameters.signature))"])
    }
    let (values, places) = try argumentValues(
      arguments, of: method.parameters, chosen: chosen, &context)
    try requireInitialized(model, using: "method call '\(name)'", range: range)
    var inner = try enteringCode(
      of: model, what: "\(model.name).\(name)",
      isMainActor: model.declaration.isMainActor(method), range: range, context)
    try bind(method.parameters, chosen: chosen, values: values, in: &inner)
    return (method, inner, places)
  }

  /// The context code of the class instance `model` (a method, an `init`, a getter, named
  /// `what`) runs in: a frame nested in the one the class was declared in, `self` the
  /// instance, one call deeper.
  package func enteringCode(
    of model: ModelInstance, what: String, isMainActor: Bool, range: SourceRange,
    _ context: Context
  ) throws -> Context {
    var inner = try enteringCode(
      in: model.declaredIn, self: .model(model), range: range, what: what, context)
    inner.model = model
    inner.isMainActor = isMainActor
    inner.actor = model.isolation
    return inner
  }

  package func enterCall(_ context: inout Context, range: SourceRange, what: String) throws {
    context.callDepth += 1
    guard context.callDepth <= limits.maximumCallDepth else {
      throw RuntimeError(
        "calls nested too deeply (more than \(limits.maximumCallDepth)) in \(what)", at: range,
        notes: ["\(what) probably calls itself without end"])
    }
  }

  /// `Feature()`: every `@Dependency` property captures the values in force now; the
  /// other stored properties are `stored`.
  package func instantiate(_ model: Declared<ModelDeclaration>, stored: [Record.Field] = [])
    -> ModelInstance
  {
    let properties = model.declaration.properties.compactMap { property in
      dependencyProperty(property.keyPath).map { (property.name, $0) }
    }
    return ModelInstance(declaration: model, properties: properties, stored: stored)
  }

  /// A real `@Dependency` wrapper for `keyPath` (a key, then record fields), capturing the
  /// values in force now; nil for an unknown key.
  package func dependencyProperty(_ keyPath: [String]) -> ModelInstance.Property? {
    let fields = Array(keyPath.dropFirst())
    guard case .key(let name) = DependencyKeyPathRoot(of: keyPath) else {
      return .values(Dependency(\.self), path: fields)
    }
    switch state.withLock({ $0.keys[name] }) {
    case .script(let scriptKey)?:
      return .script(Dependency(dynamic: scriptKey.key), key: scriptKey.key, fields: fields)
    case .builtin(let key)?:
      return .builtin(read: key.dependency(), key: key, fields: fields)
    case .context?:
      return .context(Dependency(\.context))
    case nil:
      return nil
    }
  }
}

extension Interpreter {
  /// `reportIssue("message")` and `Issue.record("message")` (`call`): an issue with the
  /// message, which fails the running test, and the test goes on.
  fileprivate func reportedIssue(
    _ arguments: [Argument], call: String, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard arguments.count == 1, arguments[0].label == nil else {
      throw RuntimeError(
        "expected \(call)(\"message\")", at: range, notes: ["\(call) takes the issue's message"])
    }
    let message = try text(evaluate(arguments[0].value, &context), range: arguments[0].range)
    DependencyRuntime.reportIssue(message)
    return .void
  }
}
