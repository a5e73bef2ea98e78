import ComposableRuntime
import DepplaySyntax

/// `@Reducer enum Destination { case edit(EditItem) … }`: a feature whose state is one case
/// holding a feature's state, and whose reducer is the one TCA's macro writes.
extension Interpreter {
  /// The reducer of the `@Reducer enum` `declaration`: each case's feature run on that
  /// case with an `ifCaseLet`, as the macro's `body` chains them on an `EmptyReducer` (a case
  /// holding an alert runs none). Its messages name the case's line.
  func caseReducer(of declaration: FeatureDeclaration, _ context: Context) throws
    -> ReducerBox
  {
    var reducer = ReducerBox(EmptyReducer<FeatureState, Action>(), label: "EmptyReducer()")
    for caseFeature in declaration.caseFeatures ?? [] {
      guard case .feature(let name) = caseFeature.payload else { continue }
      guard let feature = feature(named: name) else {
        throw RuntimeError(
          "the case '\(caseFeature.name)' carries '\(name)', which is not a feature",
          at: caseFeature.range,
          notes: ["each case of a @Reducer enum carries a feature: @Reducer struct \(name) { … }"])
      }
      var inner = context
      let child = try reducerBox(
        of: .composable(
          .feature(try instantiate(feature, range: caseFeature.range, &inner))),
        at: caseFeature.range)
      reducer = ifCaseLet(
        on: reducer, child: child, stateCase: caseFeature.name,
        stateType: declaration.name + ".State", actionCase: caseFeature.name,
        at: scriptLocation(of: caseFeature.range, context))
    }
    return reducer
  }
}
