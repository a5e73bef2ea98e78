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
  /// case key path goes through a feature's binding case to a field; `nil` otherwise.
  package func bindingCaseKeyPathAction(
    _ arguments: [Argument], _ context: inout Context
  ) throws -> Action? {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
      case .keyPath(let path, _) = arguments[0].value, path.count == 2
    else { return nil }
    let declaring = state.withLock { state in
      state.features.values.map(\.declaration).filter { feature in
        feature.actionCases.contains { $0.name == path[0] && $0.carriesBinding }
      }
    }
    guard !declaring.isEmpty else { return nil }
    let value = try evaluate(arguments[1].value, &context)
    var action = Action(
      name: path[0],
      payload: [.composable(.bindingAction(BindingValue(fieldPath: [path[1]], value: value)))])
    if declaring.count == 1 { action.actionTypeName = declaring[0].name + ".Action" }
    return action
  }

  /// `send(\.rows[id: 1].binding.title, "Milk")` on a test store: the element's binding
  /// action, `.rows(.element(id: 1, action: .binding(.set(\.title, "Milk"))))`, as TCA's case
  /// key path names it; `nil` for other arguments.
  package func elementBindingCaseKeyPathAction(
    _ arguments: [Argument], _ context: inout Context
  ) throws -> Action? {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
      case .elementCaseKeyPath(let stack, let id, let path, let range) = arguments[0].value,
      path.count == 2, path[0] == FeatureDeclaration.ActionCase.bindingCaseName
    else { return nil }
    let value = try evaluate(arguments[1].value, &context)
    // The binding action, held by a temporary the element's action names as its payload.
    let temporary = "#binding"
    var inner = context.nested()
    inner.frame.bind(
      temporary, .composable(.bindingAction(BindingValue(fieldPath: [path[1]], value: value))))
    let bindingCase = Expression.elementCaseKeyPath(
      stack: stack, id: id, action: [path[0]], range: range)
    guard
      let action = CaseKeyPathAction.argument([
        Argument(label: nil, value: bindingCase, range: arguments[0].range),
        Argument(label: nil, value: .name(temporary, range: range), range: arguments[1].range),
      ])
    else { return nil }
    return try actionArgument([action], range: range, &inner)
  }
}
