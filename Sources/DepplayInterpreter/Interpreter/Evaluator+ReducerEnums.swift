import ComposableRuntime
import DepplaySyntax

/// `@Reducer enum Destination { case edit(EditItem) … }`: a feature whose state is one case
/// holding a feature's state, and whose reducer is the one TCA's macro writes.
extension Interpreter {
  /// The reducer of a `@Reducer enum` with the cases `cases`: each case's feature run on that
  /// case with an `ifCaseLet`, as the macro's `body` chains them on an `EmptyReducer`. Its
  /// messages name the case's line.
  func caseReducer(_ cases: [FeatureDeclaration.ActionCase], _ context: Context) throws
    -> ReducerBox
  {
    var reducer = ReducerBox(EmptyReducer<FeatureState, Action>(), label: "EmptyReducer()")
    for caseFeature in cases {
      let name = caseFeature.payloadTypes[0]
      guard let feature = feature(named: name) else {
        throw RuntimeError(
          "the case '\(caseFeature.name)' carries '\(name)', which is not a feature",
          at: caseFeature.range,
          notes: ["each case of a @Reducer enum carries a feature: @Reducer struct \(name) { … }"])
      }
      let child = try reducerBox(
        of: .composable(.feature(instantiate(feature))), at: caseFeature.range)
      reducer = ifCaseLet(
        on: reducer, child: child, stateCase: caseFeature.name, actionCase: caseFeature.name,
        at: scriptLocation(of: caseFeature.range, context))
    }
    return reducer
  }
}
