import DepplaySyntax

extension Interpreter {
  /// The reducers of `.ifLet`, `.ifCaseLet` or a stack `.forEach` on `value`: the parent it
  /// modifies, and the child its closure builds (`{ Child() }`, run here).
  package func childReducers(
    of value: ComposableValue, _ arguments: ChildReducerArguments, range: SourceRange,
    _ context: inout Context
  ) throws -> (parent: ReducerBox, child: ReducerBox) {
    let parent = try reducerBox(of: .composable(value), at: range)
    var inner = context.nested()
    let child = try reducerBox(
      of: try execute(arguments.child.body, &inner).value, at: arguments.child.range)
    return (parent, child)
  }
}
