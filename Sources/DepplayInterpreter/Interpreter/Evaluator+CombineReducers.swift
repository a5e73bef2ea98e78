import ComposableRuntime
import DepplaySyntax

extension Interpreter {
  /// `CombineReducers { Reduce { … } Scope(…) { … } }`: the library's `CombineReducers` over
  /// the reducers its closure lists, evaluated now (as the feature's body that holds it is),
  /// which run in the order written, each on the state the one before it left, their effects
  /// merged. A reducer that raises an error stops the ones after it, as a body's list does.
  package func makeCombineReducers(_ closure: ClosureLiteral, _ context: inout Context) throws
    -> ScriptValue
  {
    var inner = context.nested()
    var boxes: [ReducerBox] = []
    for statement in closure.body.statements {
      guard case .expression(let expression) = statement else {
        throw RuntimeError(
          "expected a reducer in CombineReducers", at: statement.range,
          notes: ["CombineReducers lists reducers: Reduce { state, action in … }, Scope(…) { … }"])
      }
      boxes.append(try reducerBox(of: try evaluate(expression, &inner), at: expression.range))
    }
    let failure = storeFailure
    let combined = CombineReducers<FeatureState, Action, _> {
      for box in boxes {
        Reduce<FeatureState, Action> { state, action in
          failure.hasFailed ? .none : box.reducer.reduce(into: &state, action: action)
        }
      }
    }
    let label = "CombineReducers { " + boxes.map(\.label).joined(separator: "; ") + " }"
    return .composable(.reducer(ReducerBox(combined, label: label)))
  }
}
