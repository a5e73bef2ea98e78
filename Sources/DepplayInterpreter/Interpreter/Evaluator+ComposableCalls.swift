import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// A call of a name of the store layer (``Builtin/Kind/storeLayer``): `Reduce { … }`,
  /// `Scope(…) { … }`, `CombineReducers { … }`, `BindingReducer()`, `StackState()`,
  /// `IdentifiedArray(uniqueElements: […])`, `TextState("…")`, `ButtonState(…) { … }`,
  /// `AlertState { … } actions: { … }`, `Store(…)`, `TestStore(…)`.
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
    case (.bindingReducer, _):
      return try makeBindingReducer(arguments, trailing: trailing, range: range)
    case (.emptyReducer, _):
      return .composable(
        .reducer(ReducerBox(EmptyReducer<FeatureState, Action>(), label: "EmptyReducer()")))
    case (.stackState, nil) where arguments.isEmpty:
      return .composable(.stack(StackState()))
    case (.stackState, nil) where arguments.count == 1 && arguments[0].label == nil:
      return try stackState(of: arguments[0].value, &context)
    case (.stackState, _):
      throw RuntimeError(
        "expected StackState() or StackState([…])", at: range,
        notes: [
          "a stack starts empty, var path = StackState<Detail.State>(), or holds elements, "
            + "StackState([.detail(Detail.State())])"
        ])
    case (.identifiedArray, nil) where arguments.areLabelled(.uniqueElements):
      return try identifiedArray(arguments[0].value, &context)
    case (.identifiedArray, _):
      throw RuntimeError(
        "expected IdentifiedArray(uniqueElements: […])", at: range,
        notes: ["an identified array of rows: IdentifiedArray(uniqueElements: [Row.State(id: 1)])"])
    case (.textState, nil):
      return try makeTextState(arguments, range: range, &context)
    case (.textState, _):
      throw RuntimeError(
        "expected TextState(\"…\")", at: range,
        notes: ["TextState takes a string, not a closure: TextState(\"Delete\")"])
    case (.buttonState, _):
      return try makeButtonState(arguments, trailing: trailing, range: range, &context)
    case (.alertState, _):
      return try makeAlertState(arguments, trailing: trailing, range: range, &context)
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
    switch (ExhaustivityCase(rawValue: name), arguments.map(\.label)) {
    case (.on?, []): return .on
    case (.off?, []): return .off
    case (.off?, ["showSkippedAssertions"]):
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

  /// `.name(…)` where the type is implied, for the store layer: an effect the checker
  /// resolved the member to (``Callee/Effect``), else an action; `nil` otherwise.
  package func composableMember(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    switch context.frame.resolutions.effect(at: range) {
    case Callee.Effect.none? where arguments.isEmpty:
      return .composable(.effect(.none))
    case .send? where arguments.count == 1:
      return .composable(
        .effect(.send(try actionArgument(arguments, range: range, &context))))
    case .cancel?:
      return try cancelEffect(arguments: arguments, range: range, &context)
    case .merge?:
      return .composable(.effect(.merge(try effects(arguments, &context))))
    case .concatenate?:
      return .composable(.effect(.concatenate(try effects(arguments, &context))))
    default:
      // `.push(id:state:)`, `.element(id:action:)`, `.popFrom(id:)` with their labels are the
      // stack's actions even where a feature has a case of the same name (`case push`), as
      // Swift tells them apart by the type the payload goes to.
      let navigation = NavigationCase(rawValue: name)
      let isStackAction =
        navigation.map { $0.isStackCase && arguments.map(\.label) == $0.labels } ?? false
      if !isStackAction,
        let action = try actionValue(name, arguments: arguments, range: range, &context)
      {
        return action
      }
      guard let labels = navigation?.labels else {
        return try exhaustivity(name, arguments: arguments, &context).map {
          .composable(.exhaustivity($0))
        }
      }
      guard arguments.map(\.label) == labels else {
        throw RuntimeError(
          "expected .\(name)(\(labels.map { "\($0 ?? "_"): …" }.joined(separator: ", ")))",
          at: range)
      }
      // An ID written as a number stays one until the case carrying the action says whose
      // it is: a stack's (a StackElementID) or an identified array's element's.
      let payload = try arguments.map { try evaluate($0.value, &context) }
      return .composable(.action(Action(name: name, payload: payload)))
    }
  }

  /// The effects `.merge(…)` and `.concatenate(…)` combine, in order.
  private func effects(_ arguments: [Argument], _ context: inout Context) throws
    -> [Effect<Action>]
  {
    try arguments.map { argument in
      let value = try evaluate(argument.value, &context)
      guard case .composable(.effect(let effect)) = value else {
        throw RuntimeError(
          "expected an effect, not a value of type \(value.typeName)", at: argument.range)
      }
      return effect
    }
  }
}

/// The cases of a test store's `exhaustivity` a script names: `.on`, and `.off` with or
/// without `showSkippedAssertions:`.
private enum ExhaustivityCase: String {
  case on, off
}
