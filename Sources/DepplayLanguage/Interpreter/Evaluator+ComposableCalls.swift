import DependencyRuntime

extension Interpreter {
  /// The store layer's calls: `Feature()`, `Feature.State(…)`; `nil` for any other call.
  func composableCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue? {
    switch callee {
    case .name(let name, _) where context.frame.lookup(name) == nil:
      guard let declaration = feature(named: name) else { return nil }
      guard arguments.isEmpty, trailing == nil else {
        throw RuntimeError(
          "a feature is created without arguments: \(name)()", at: range,
          notes: ["its state is created with \(name).State(…)"])
      }
      return .composable(.feature(instantiate(declaration)))
    case .member(.name(let name, _), "State", _) where context.frame.lookup(name) == nil:
      guard let declaration = feature(named: name) else { return nil }
      return try initialState(of: declaration, arguments: arguments, range: range, &context)
    default:
      return nil
    }
  }

  /// `.name(…)` where the type is implied, for the store layer: an action; `nil` otherwise.
  func composableMember(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    try actionValue(name, arguments: arguments, range: range, &context)
  }
}
