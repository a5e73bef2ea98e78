import DepplaySyntax

extension Interpreter {
  /// The reducers of `.ifLet`, `.ifCaseLet` or a stack `.forEach` on `value`: the parent it
  /// modifies, and the child its closure builds (`{ Child() }`, run here), or, without a
  /// closure, the `@Reducer enum` whose actions the parent's action case carries.
  package func childReducers(
    of value: ComposableValue, _ arguments: ChildReducerArguments, range: SourceRange,
    _ context: inout Context
  ) throws -> (parent: ReducerBox, child: ReducerBox) {
    let parent = try reducerBox(of: .composable(value), at: range)
    guard let closure = arguments.child else {
      let child = try caseReducerFeature(carriedBy: arguments, context)
      let instance = try instantiate(child, range: range, &context)
      return (parent, try reducerBox(of: .composable(.feature(instance)), at: range))
    }
    var inner = context.nested()
    let child = try reducerBox(of: try execute(closure.body, &inner).value, at: closure.range)
    return (parent, child)
  }

  /// The `@Reducer enum` a child modifier written without its closure runs: the one whose
  /// actions the parent's action case carries as presentation or stack actions
  /// (`case destination(PresentationAction<Destination.Action>)`), as TCA's overloads for
  /// enum reducers take it.
  private func caseReducerFeature(
    carriedBy arguments: ChildReducerArguments, _ context: Context
  ) throws -> Declared<FeatureDeclaration> {
    let needsClosure = RuntimeError(
      "this child reducer needs its closure: { Child() }", at: arguments.stateRange,
      notes: [
        "only .ifLet(\\.$destination, action: \\.destination) and .forEach(\\.path, action: "
          + "\\.path) leave it out, where the case carries a @Reducer enum's actions"
      ])
    guard case .composable(.feature(let parent))? = context.frame.lookup("self"),
      let name = parent.declaration.actionCases.first(where: { $0.name == arguments.action })?
        .navigatedFeature,
      let child = feature(named: name)
    else { throw needsClosure }
    guard child.declaration.caseFeatures != nil else {
      throw RuntimeError(
        "'\(name)' is a struct feature, so this child reducer needs its closure: { \(name)() }",
        at: arguments.stateRange,
        notes: [
          "TCA leaves the closure out only for a @Reducer enum, whose reducer the macro writes"
        ])
    }
    return child
  }
}
