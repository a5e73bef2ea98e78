import ComposableRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `BindingReducer()`: sets the field each binding action names, as the library's
  /// `BindingReducer` does, and returns no effect; other actions pass through.
  package func makeBindingReducer(
    _ arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  )
    throws -> ScriptValue
  {
    guard arguments.isEmpty, trailing == nil else {
      throw RuntimeError(
        "expected BindingReducer()", at: range,
        notes: ["BindingReducer takes no arguments: list it in the body before the Reduce"])
    }
    let reducer = Reduce<FeatureState, Action> { state, action in
      action.binding?.action.set(&state)
      return .none
    }
    return .composable(.reducer(ReducerBox(reducer, label: "BindingReducer()")))
  }

  /// `.set(\.name, value)`: the binding action that sets the state's field `name`;
  /// `.set(\.huddle.title, value)`, the field `title` of the state's `huddle`.
  package func bindingSet(_ arguments: [Argument], range: SourceRange, _ context: inout Context)
    throws -> ScriptValue
  {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
      case .keyPath(let path, _) = arguments[0].value, !path.isEmpty
    else {
      throw RuntimeError(
        "expected .set(\\.field, value)", at: range,
        notes: ["a binding action sets one field of the state: .binding(.set(\\.name, \"Blob\"))"])
    }
    let value = try evaluate(arguments[1].value, &context)
    return .composable(.bindingAction(BindingValue(fieldPath: path, value: value)))
  }

  /// `send(\.binding.name, value)` on a test store: `.binding(.set(\.name, value))`, when the
  /// case key path goes through a feature's binding case to a field; through a child's cases
  /// first (`\.sheet.presented.binding.name`, its `presented` already written in), the child's
  /// binding action inside them: `.sheet(.presented(.binding(.set(\.name, value))))`. `nil`
  /// otherwise.
  package func bindingCaseKeyPathAction(
    _ arguments: [Argument], _ context: inout Context
  ) throws -> Action? {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
      case .keyPath(let path, _) = arguments[0].value, path.count >= 2
    else { return nil }
    let bindingCase = path[path.count - 2]
    let features = state.withLock { state in state.features.values.map(\.declaration) }
    let declaring = features.filter { feature in
      feature.actionCases.contains { $0.name == bindingCase && $0.carriesBinding }
    }
    guard !declaring.isEmpty else { return nil }
    let value = try evaluate(arguments[1].value, &context)
    var action = Action(
      name: bindingCase,
      payload: [
        .composable(.bindingAction(BindingValue(fieldPath: [path[path.count - 1]], value: value)))
      ])
    if declaring.count == 1 { action.actionTypeName = declaring[0].name + ".Action" }
    for name in path.dropLast(2).reversed() {
      var outer = Action(name: name, payload: [.composable(.action(action))])
      let owners = features.filter { $0.actionCases.contains { $0.name == name } }
      if owners.count == 1 { outer.actionTypeName = owners[0].name + ".Action" }
      action = outer
    }
    return action
  }
}
