import DepplaySyntax

/// Actor isolation as swiftc checks it, where the checker knows that a name holds an instance
/// of one of the script's actors (a local given `Counter()`, another such local, or one
/// annotated with the actor's type): code outside the actor, which reaches it through such a
/// name rather than its own `self`, calls its methods and reads its properties with `await`
/// (synchronous code cannot at all; a stored `let` excepted), and never assigns its
/// properties. Where the checker
/// cannot know it, the interpreter refuses the same uses when they run.
extension Checker {
  /// The actor the innermost declaration of `name` holds an instance of, if it is known.
  func actorHeld(by name: String) -> String? {
    guard let model = modelHeld(by: name), names.models[model]?.actorMethods != nil else {
      return nil
    }
    return model
  }

  /// swiftc's error where code outside an actor calls one of its methods without `await`,
  /// naming the overload the call's labels choose (`move(by:)`, not `move(to:)`).
  package func checkActorCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?
  ) throws(CheckError) {
    guard !inAwait, case .member(.name(let name, _), let method, let methodRange) = callee,
      let actor = actorHeld(by: name),
      let called = names.models[actor]?.actorMethods?.overload(
        named: method, arguments: arguments, trailing: trailing
      ).declaration
    else { return }
    let spelled = called.parameters.functionName(method)
    let notes = [
      "'\(actor)' is an actor: code outside it calls its methods with 'await'",
      "write await \(name).\(method)(…)",
    ]
    if !isAsync {
      throw CheckError(
        "call to actor-isolated instance method '\(spelled)' in a synchronous \(isolationName)"
          + " context", at: methodRange.trailingName(method), notes: notes)
    }
    throw CheckError(
      "actor-isolated instance method '\(spelled)' cannot be called from outside of the actor",
      at: methodRange.trailingName(method), notes: notes)
  }

  /// swiftc's error where code outside an actor reads one of its properties without `await`.
  package func checkActorProperty(of base: Expression, named property: String, range: SourceRange)
    throws(CheckError)
  {
    // A stored `let` is not isolated: its value never changes.
    guard !inAwait, case .name(let name, _) = base, let actor = actorHeld(by: name),
      let shape = names.models[actor], shape.properties.contains(property),
      shape.stored[property] != false
    else { return }
    let notes = [
      "'\(actor)' is an actor: code outside it reads its properties with 'await'",
      "write await \(name).\(property)",
    ]
    let at = range.trailingName(property)
    if !isAsync {
      let from = isNonisolated ? "a nonisolated context" : "the main actor"
      throw CheckError(
        "actor-isolated property '\(property)' can not be referenced from \(from)", at: at,
        notes: notes)
    }
    throw CheckError(
      "actor-isolated property '\(property)' cannot be accessed from outside of the actor", at: at,
      notes: notes)
  }

  /// swiftc's error where code outside an actor assigns one of its properties (`counter.value
  /// = 0`, `counter.value += 1`); `nil` for any other target.
  func actorMutationRefusal(
    _ target: Expression, operator op: AssignmentOperator, range: SourceRange
  ) -> CheckError? {
    let (start, members) = target.memberPath
    guard case .name(let name, _) = start, let first = members.first,
      let actor = actorHeld(by: name), let shape = names.models[actor],
      shape.properties.contains(first.name)
    else { return nil }
    let at = first.range.trailingName(first.name)
    if let access = shape.hidden[first.name] {
      return CheckError(
        Self.hiddenSetterMessage(first.name, access: access, operator: op), at: at,
        notes: Self.actorMutationNotes(actor))
    }
    return actorMutationError(first.name, of: actor, at: at)
  }

  /// swiftc's error where the code being checked, outside the actor `actor`, assigns its
  /// property `name`.
  func actorMutationError(_ name: String, of actor: String, at range: SourceRange) -> CheckError {
    let from = isNonisolated ? "a nonisolated context" : "the main actor"
    return CheckError(
      "actor-isolated property '\(name)' can not be mutated from \(from)", at: range,
      notes: Self.actorMutationNotes(actor))
  }

  private static func actorMutationNotes(_ actor: String) -> [String] {
    ["write a method of \(actor) that assigns it, and call it with 'await'"]
  }

  /// How swiftc names the isolation of the code being checked.
  private var isolationName: String { isNonisolated ? "nonisolated" : "main actor-isolated" }
}
