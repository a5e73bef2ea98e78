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

  /// `destination.edit`, which the checker resolved to a case of the `@Reducer enum`s whose
  /// cases are `declaring`: the payload `value` holds in its case `edit`, or `nil` when it is
  /// in another case, as the macro's case paths give it; a value of no such enum has no
  /// member `name`.
  func reducerEnumCase(
    _ name: String, of value: Action, declaring: [Set<String>], range: SourceRange
  ) throws -> ScriptValue {
    guard declaring.contains(where: { $0.contains(value.name) }) else {
      throw RuntimeError(
        "a value of type \(ComposableValue.action(value).typeName) has no member '\(name)'",
        at: range)
    }
    guard name == value.name, value.payload.count == 1 else { return .none }
    return value.payload[0]
  }
}
