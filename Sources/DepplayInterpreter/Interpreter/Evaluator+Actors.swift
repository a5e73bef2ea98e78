import DepplaySyntax

/// The instances of a script's `actor`s at run time: each is isolated to a real Swift actor
/// (``ActorIsolation``). Code outside an instance (any code but the instance's own methods,
/// getters and `init`s, whose `self` it is) awaits its methods and its properties, which run
/// and are read on the actor; a synchronous use from outside, or an assignment, is swiftc's
/// error, here where the checker could not tell the value is an actor's.
extension Interpreter {
  /// `await counter.increment(by: 5)` outside the actor: the arguments are evaluated here,
  /// then the method's body runs on the instance's actor, the caller suspended meanwhile.
  package func callActorMethod(
    _ name: String, on model: ModelInstance, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    guard let isolation = model.isolation else {
      return try callMethod(name, on: model, arguments: arguments, range: range, &context)
    }
    let (method, inner, places) = try methodCall(
      name, on: model, arguments: arguments, range: range, &context)
    guard places.isEmpty else {
      throw RuntimeError(
        "an 'inout' argument to an actor's method is not supported yet", at: range,
        notes: ["pass the value, and assign what the method returns"])
    }
    try requireMarks(
      on: "\(model.name).\(name)", isAsync: true, isThrowing: method.isThrowing, awaited: true,
      range: range, context)
    let body = method.body
    let isAsync = method.isAsync
    let run: nonisolated(nonsending) @Sendable () async throws -> ScriptValue = {
      var context = inner
      if isAsync { return try await self.executeAsync(body.statements[...], &context).value }
      return try self.execute(body, &context).value
    }
    return DoubleArithmetic.returned(
      try await isolation.run(run), asDouble: method.returnsDouble)
  }

  /// The actor instance the member chain `operand` (`counter.value`, `account.deposits.count`)
  /// starts from, when it starts from a local holding one that the code in `context` is
  /// outside of.
  package func actorReachedFromOutside(by operand: Expression, _ context: Context)
    -> ModelInstance?
  {
    let (root, members) = operand.memberPath
    guard !members.isEmpty, case .name(let name, let range) = root,
      context.frame.resolutions[range] == .local,
      case .model(let model)? = context.frame.lookup(name), model.isolation != nil,
      context.model !== model
    else { return nil }
    return model
  }

  /// `await counter.value`, `await account.deposits.count` outside the actor
  /// (``actorReachedFromOutside(by:_:)``): the actor's property is read on the actor, the
  /// rest of the chain from its value, here.
  package func awaitedActorMember(_ operand: Expression, _ context: inout Context) async throws
    -> ScriptValue
  {
    let (root, members) = operand.memberPath
    guard let model = actorReachedFromOutside(by: operand, context),
      let isolation = model.isolation
    else { return try evaluate(operand, &context) }
    let property = members[0]
    var reading = context
    reading.model = model
    let start = reading
    let read: nonisolated(nonsending) @Sendable () async throws -> ScriptValue = {
      var context = start
      guard
        let value = try self.modelProperty(
          property.name, of: model, range: property.range, &context)
      else {
        throw RuntimeError(
          "\(model.name) has no property '\(property.name)'", at: property.range,
          notes: DidYouMean.note(
            for: property.name, among: model.declaration.storedProperties.map(\.name)))
      }
      return value
    }
    var rest = temporary(try await isolation.run(read), at: root.range, &context)
    for member in members.dropFirst() {
      rest = .member(base: rest, name: member.name, range: member.range)
    }
    return try evaluate(rest, &context)
  }

  /// swiftc's error where code outside the actor instance `model` uses its member `name`
  /// (`use`) without hopping onto the actor: a synchronous read or call, an assignment.
  /// Nothing for a class's instance, inside the actor, or for a read of a stored `let`,
  /// which is not isolated (its value never changes).
  package func requireIsolation(
    to model: ModelInstance, _ use: ActorMemberUse, _ name: String, range: SourceRange,
    _ context: Context
  ) throws {
    guard model.isolation != nil, context.model !== model else { return }
    let awaited = "'\(model.name)' is an actor: write await \(source.text(of: range))"
    switch use {
    case .reading:
      guard model.declaration.storedProperty(named: name)?.isConstant != true else { return }
      throw RuntimeError(
        "actor-isolated property '\(name)' cannot be accessed from outside of the actor",
        at: range, notes: [awaited])
    case .calling(let arguments):
      let called = model.method(named: name, arguments: arguments).declaration
      let spelled = called.map { $0.parameters.functionName(name) } ?? name
      throw RuntimeError(
        "actor-isolated instance method '\(spelled)' cannot be called from outside of the actor",
        at: range, notes: [awaited])
    case .assigning:
      throw RuntimeError(
        "actor-isolated property '\(name)' can not be mutated from outside of the actor",
        at: range,
        notes: ["write a method of \(model.name) that assigns it, and call it with 'await'"])
    }
  }
}

/// What code outside an actor's instance does with one of its members.
package enum ActorMemberUse: Sendable {
  /// Reads a property.
  case reading
  /// Calls a method, with these arguments (whose labels choose among its overloads).
  case calling([Argument])
  /// Assigns a property.
  case assigning
}
