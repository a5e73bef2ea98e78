import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

extension Interpreter {
  /// `destination.modify(\.addGuest) { $0.guest.name = "Ada" }` on the state `action` of a
  /// `@Reducer enum` (CasePaths' `modify`): the closure runs with `$0` bound to the state the
  /// case holds, and the case holds what it leaves there. In another case, nothing changes
  /// and an issue is reported, as swift-case-paths 1.7.2 reports it ("Can't modify
  /// 'viewer(3)' via 'CaseKeyPath<State, State>'", whose `aka` part, naming the key path's
  /// address in memory, is left out, and whose state is depplay's description of it).
  func modifyingCase(
    of action: Action, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> Action {
    guard arguments.count == 1, case .keyPath(let path, _) = arguments[0].value,
      path.count == 1, let trailing
    else {
      throw RuntimeError(
        "expected state.modify(\\.case) { $0.field = value }", at: range,
        notes: ["modify changes the state one case of a @Reducer enum's state holds"])
    }
    guard let declaring = context.frame.resolutions.reducerEnumCases(at: arguments[0].value.range)
    else {
      throw RuntimeError(
        "'\(path[0])' is not a case of the @Reducer enum whose state this is", at: range)
    }
    let held = try reducerEnumCase(path[0], of: action, declaring: declaring, range: range)
    if case .none = held {
      DependencyRuntime.reportIssue(
        "Can't modify '\(ScriptValue.composable(.action(action)).description)' via "
          + "'CaseKeyPath<\(caseKeyPathTypes(of: path[0]))>'")
      return action
    }
    var inner = context.nested()
    let name = trailing.parameters.first ?? "$0"
    inner.frame.bind(name, held)
    _ = try execute(trailing.body, &inner)
    var modified = action
    modified.payload = [inner.frame.lookup(name) ?? held]
    return modified
  }

  /// `State, State`: the root and value types of the case key path to the `@Reducer enum`
  /// case `name`, named as Swift's unqualified type names name them (TCA 1.25.5 says
  /// `CaseKeyPath<State, State>` of `\.addGuest` into `Destination.State`).
  private func caseKeyPathTypes(of name: String) -> String {
    let held = state.withLock { state in
      state.features.values.lazy.compactMap {
        $0.declaration.caseFeatures?.first { $0.name == name }
      }
      .first
    }
    switch held?.payload {
    case .alert(let action)?:
      return "State, AlertState<\(action.split(separator: ".").last.map(String.init) ?? action)>"
    case .values(let types, _, let labels)?:
      // One unlabelled value is its type; several, or a labelled one, a tuple of them.
      if types.count == 1, labels.first.flatMap({ $0 }) == nil { return "State, \(types[0])" }
      let elements = zip(labels, types).map { label, type in label.map { "\($0): \(type)" } ?? type
      }
      return "State, (\(elements.joined(separator: ", ")))"
    case .feature?, nil:
      return "State, State"
    }
  }
}
