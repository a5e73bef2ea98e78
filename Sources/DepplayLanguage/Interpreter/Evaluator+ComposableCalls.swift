import ComposableRuntime
import DependencyRuntime

extension Interpreter {
  /// A call of a name of the store layer (``Builtin/Kind/storeLayer``): `Reduce { … }`,
  /// `Scope(…) { … }`, `StackState()`, `Store(…)`, `TestStore(…)`.
  func storeLayerCall(
    _ layer: Builtin.StoreLayer, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    switch (layer, trailing) {
    case (.reduce, let closure?) where arguments.isEmpty:
      return try makeReduce(closure, range: range, context)
    case (.reduce, _):
      throw RuntimeError(
        "expected Reduce { state, action in … }", at: range,
        notes: ["Reduce takes no arguments, only its closure"])
    case (.scope, _):
      return try makeScope(arguments, child: trailing, range: range, &context)
    case (.stackState, nil) where arguments.isEmpty:
      return .composable(.stack(StackState()))
    case (.stackState, _):
      throw RuntimeError(
        "expected StackState()", at: range,
        notes: ["a stack starts empty: var path = StackState<Detail.State>()"])
    case (.store, _), (.testStore, _):
      return try makeStore(
        testing: layer == .testStore, arguments: arguments, trailing: trailing, range: range,
        &context)
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
      guard let labels = Action.navigationCases[name] else { return nil }
      guard arguments.map(\.label) == labels else {
        throw RuntimeError(
          "expected .\(name)(\(labels.map { "\($0 ?? "_"): …" }.joined(separator: ", ")))",
          at: range)
      }
      var payload = try arguments.map { try evaluate($0.value, &context) }
      if labels.first == "id", case .int(let number) = payload[0] {
        // A stack element's ID, written as a number: Swift makes it a StackElementID.
        payload[0] = .composable(.stackElementID(StackElementID(integerLiteral: number)))
      }
      return .composable(.action(Action(name: name, payload: payload)))
    }
  }
}
