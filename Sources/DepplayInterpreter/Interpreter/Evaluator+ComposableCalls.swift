import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// A call of a name of the store layer (``Builtin/Kind/storeLayer``): `Reduce { … }`,
  /// `Scope(…) { … }`, `CombineReducers { … }`, `StackState()`, `Store(…)`, `TestStore(…)`.
  package func storeLayerCall(
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
    case (.combineReducers, let closure?) where arguments.isEmpty && closure.parameters.isEmpty:
      return try makeCombineReducers(closure, &context)
    case (.combineReducers, _):
      throw RuntimeError(
        "expected CombineReducers { … }", at: range,
        notes: ["CombineReducers takes no arguments, only a closure listing reducers"])
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

  /// `.on`, `.off`, `.off(showSkippedAssertions: …)`: a test store's exhaustivity (where no
  /// feature has a case of that name); `nil` for anything else.
  private func exhaustivity(
    _ name: String, arguments: [Argument], _ context: inout Context
  ) throws -> Exhaustivity? {
    switch (name, arguments.map(\.label)) {
    case ("on", []): return .on
    case ("off", []): return .off
    case ("off", ["showSkippedAssertions"]):
      let value = try evaluate(arguments[0].value, &context)
      guard case .bool(let shows) = value else {
        throw RuntimeError(
          "showSkippedAssertions is a Bool, not a value of type \(value.typeName)",
          at: arguments[0].range)
      }
      return .off(showSkippedAssertions: shows)
    default: return nil
    }
  }

  /// `.name(…)` where the type is implied, for the store layer: an action; `nil` otherwise.
  package func composableMember(
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
      // `.push(id:state:)`, `.element(id:action:)`, `.popFrom(id:)` with their labels are the
      // stack's actions even where a feature has a case of the same name (`case push`), as
      // Swift tells them apart by the type the payload goes to.
      let labels = Action.navigationCases[name]
      let isStackAction =
        labels.map { $0.contains("id") && arguments.map(\.label) == $0 } ?? false
      if !isStackAction,
        let action = try actionValue(name, arguments: arguments, range: range, &context)
      {
        return action
      }
      guard let labels else {
        return try exhaustivity(name, arguments: arguments, &context).map {
          .composable(.exhaustivity($0))
        }
      }
      guard arguments.map(\.label) == labels else {
        throw RuntimeError(
          "expected .\(name)(\(labels.map { "\($0 ?? "_"): …" }.joined(separator: ", ")))",
          at: range)
      }
      var payload = try arguments.map { try evaluate($0.value, &context) }
      if labels.first == "id", case .int(let number) = payload[0] {
        // A stack element's ID, written as a number: Swift makes it a StackElementID.
        payload[0] = .composable(
          .stackElementID(try literalElementID(number, at: arguments[0].value.range)))
      }
      return .composable(.action(Action(name: name, payload: payload)))
    }
  }
}
