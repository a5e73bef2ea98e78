import ComposableRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `BindingReducer()`: sets the field each binding action names, as the library's
  /// `BindingReducer` does, and returns no effect; other actions pass through.
  /// `BindingReducer(action: \.view)` does so for the binding actions of the view actions
  /// the case `view` carries (`.view(.binding(.set(\.code, "1234")))`).
  package func makeBindingReducer(
    _ arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  )
    throws -> ScriptValue
  {
    if trailing == nil, arguments.count == 1, arguments[0].isLabelled(.action),
      case .keyPath(let path, _) = arguments[0].value, path.count == 1
    {
      let viewCase = path[0]
      let reducer = Reduce<FeatureState, Action> { state, action in
        action.viewBinding(in: viewCase)?.action.set(&state)
        return .none
      }
      return .composable(
        .reducer(ReducerBox(reducer, label: "BindingReducer(action: \\.\(viewCase))")))
    }
    guard arguments.isEmpty, trailing == nil else {
      throw RuntimeError(
        "expected BindingReducer() or BindingReducer(action: \\.view)", at: range,
        notes: ["list it in the body before the Reduce"])
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

  /// `.set(\.field, value)` where a feature's action goes: `BindableAction`'s `set`, that
  /// feature's binding case carrying the binding action, as Swift types the implied member by
  /// the payload's type `type` (`.addHuddle(.presented(.set(\.huddle, h)))` for `case
  /// addHuddle(PresentationAction<HuddleForm.Action>)` is `.presented(.binding(.set(…)))`).
  /// Any other value is given back as it is.
  func bindableSet(_ value: ScriptValue, asActionOf type: TypeShape) -> ScriptValue {
    switch value {
    case .composable(.bindingAction):
      guard let featureName = type.firstFeatureOfActions, let feature = feature(named: featureName),
        let bindingCase = feature.declaration.actionCases.first(where: \.carriesBinding)
      else { return value }
      var action = Action(name: bindingCase.name, payload: [value])
      action.actionTypeName = feature.declaration.name + ".Action"
      return .composable(.action(action))
    case .composable(.action(var presented))
    where NavigationCase(rawValue: presented.name) == .presented && presented.payload.count == 1:
      presented.payload[0] = bindableSet(presented.payload[0], asActionOf: type)
      return .composable(.action(presented))
    default:
      return value
    }
  }

  /// `send(\.binding.name, value)` on a test store: `.binding(.set(\.name, value))`, when the
  /// case key path goes through a feature's binding case to a field; through a child's
  /// cases first (`\.addHuddle.presented.binding.huddle`, its `presented` written in by
  /// ``keyPathThroughPresentations(_:)``), that action inside them:
  /// `.addHuddle(.presented(.binding(.set(\.huddle, value))))`. Through a case carrying
  /// view actions that are `BindableAction` (`\.view.binding.code`), their binding case:
  /// `.view(.binding(.set(\.code, value)))`. `nil` otherwise.
  package func bindingCaseKeyPathAction(
    _ arguments: [Argument], _ context: inout Context
  ) throws -> Action? {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
      case .keyPath(let path, _) = arguments[0].value, path.count >= 2, let field = path.last
    else { return nil }
    let bindingCase = path[path.count - 2]
    let features = state.withLock { $0.features.values.map(\.declaration) }
    let carriesBinding = features.contains { feature in
      feature.actionCases.contains { $0.name == bindingCase && $0.carriesBinding }
    }
    // `\.view.binding.code`: the case carrying the view actions, before their binding case.
    let viewCase = path.count >= 3 ? path[path.count - 3] : ""
    let viewEnum =
      bindingCase == FeatureDeclaration.ActionCase.bindingCaseName
      ? features.lazy.compactMap { $0.bindableEnum(carriedBy: viewCase) }.first : nil
    guard carriesBinding || viewEnum != nil else { return nil }
    let value = try evaluate(arguments[1].value, &context)
    let binding = ScriptValue.composable(
      .bindingAction(BindingValue(fieldPath: [field], value: value)))
    var action: Action
    var outerCases = path.dropLast(2)
    if let viewEnum, !carriesBinding {
      let viewAction = EnumValue(
        typeName: viewEnum.name, caseName: bindingCase, payload: [.init(value: binding)])
      action = Action(name: viewCase, payload: [.enumCase(viewAction)])
      if let type = onlyDeclaring(viewCase, among: features) { action.actionTypeName = type }
      outerCases = outerCases.dropLast()
    } else {
      action = Action(name: bindingCase, payload: [binding])
      if let type = onlyDeclaring(bindingCase, among: features, carriesBinding: true) {
        action.actionTypeName = type
      }
    }
    for name in outerCases.reversed() {
      var outer = Action(name: name, payload: [.composable(.action(action))])
      if let type = onlyDeclaring(name, among: features) { outer.actionTypeName = type }
      action = outer
    }
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

  /// `Feature.Action` of the one feature among `features` whose action has the case `name`
  /// (one carrying a binding action, with `carriesBinding`); `nil` when none or several do.
  private func onlyDeclaring(
    _ name: String, among features: [FeatureDeclaration], carriesBinding: Bool = false
  ) -> String? {
    let declaring = features.filter { feature in
      feature.actionCases.contains { $0.name == name && (!carriesBinding || $0.carriesBinding) }
    }
    return declaring.count == 1 ? declaring[0].name + ".Action" : nil
  }
}
