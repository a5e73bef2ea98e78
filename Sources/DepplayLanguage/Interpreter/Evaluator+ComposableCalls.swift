import ComposableRuntime
import DependencyRuntime

extension Interpreter {
  /// The store layer's calls: `Feature()`, `Feature.State(…)`, `Reduce { … }`, `Scope(…)`,
  /// `.run { … }`, `send(…)`, `Store(…)`; `nil` for any other call.
  func composableCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue? {
    switch callee {
    case .name(let name, _):
      if case .composable(.send(let send))? = context.frame.lookup(name) {
        return try callSend(send, arguments: arguments, range: range, &context)
      }
      guard context.frame.lookup(name) == nil else { return nil }
      switch (name, trailing) {
      case ("Reduce", let closure?) where arguments.isEmpty:
        return try makeReduce(closure, range: range, context)
      case ("Scope", _):
        return try makeScope(arguments, child: trailing, range: range, &context)
      case ("Store", _), ("TestStore", _):
        return try makeStore(
          testing: name == "TestStore", arguments: arguments, trailing: trailing, range: range,
          &context)
      default: break
      }
      guard let declaration = feature(named: name) else { return nil }
      guard arguments.isEmpty, trailing == nil else {
        throw RuntimeError(
          "a feature is created without arguments: \(name)()", at: range,
          notes: ["its state is created with \(name).State(…)"])
      }
      return .composable(.feature(instantiate(declaration)))
    case .implicitMember("run", nil, _):
      guard let trailing, arguments.isEmpty || arguments.map(\.label) == ["catch"],
        case .closure(let handler)? = arguments.first?.value ?? .closure(trailing)
      else {
        throw RuntimeError(
          "expected .run { send in … } or .run { send in … } catch: { error, send in … }",
          at: range)
      }
      return try makeRun(
        trailing, catch: arguments.isEmpty ? nil : handler, range: range, context)
    case .member(.name(let name, _), "State", _) where context.frame.lookup(name) == nil:
      guard let declaration = feature(named: name) else { return nil }
      return try initialState(of: declaration, arguments: arguments, range: range, &context)
    default:
      return nil
    }
  }

  /// `.name(…)` where the type is implied, for the store layer: an action; `nil` otherwise.
  func composableMember(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    switch (name, arguments.count) {
    case ("none", 0):
      return .composable(.effect(.none))
    case ("send", 1):
      return .composable(
        .effect(.send(try actionArgument(arguments, range: range, &context))))
    case ("cancel", _) where arguments.first?.label == "id":
      return try cancelEffect(arguments: arguments, range: range, &context)
    case ("merge", _), ("concatenate", _):
      var effects: [Effect<Action>] = []
      for argument in arguments {
        let value = try evaluate(argument.value, &context)
        guard case .composable(.effect(let effect)) = value else {
          throw RuntimeError(
            "expected an effect, not a value of type \(value.typeName)", at: argument.range)
        }
        effects.append(effect)
      }
      return .composable(
        .effect(name == "merge" ? .merge(effects) : .concatenate(effects)))
    default:
      if let action = try actionValue(name, arguments: arguments, range: range, &context) {
        return action
      }
      guard Action.presentationCases.contains(name) else { return nil }
      let payload = try arguments.map { try evaluate($0.value, &context) }
      return Action.presentation(name, payload: payload).map { .composable(.action($0)) }
    }
  }
}
