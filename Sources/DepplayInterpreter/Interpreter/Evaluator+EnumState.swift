import ComposableRuntime
import DepplaySyntax

/// A feature whose `State` is an enum (`enum State { case loggedIn(LoggedIn.State) … }`):
/// its value is one case with its payload, held as the store layer holds any case value (an
/// ``Action``: a case name and a payload, matched by name), and an `ifCaseLet` runs a child
/// feature on one case.
extension Interpreter {
  /// `App.State.loggedIn(LoggedIn.State())` or `App.State.loggedOut`: a case of the feature's
  /// `enum State`.
  package func stateCase(
    _ name: String, of feature: Declared<FeatureDeclaration>, arguments: [Argument],
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let declaration = feature.declaration
    guard let cases = declaration.stateCases else {
      throw RuntimeError(
        "\(declaration.name).State is a struct: it has no case '\(name)'", at: range,
        notes: ["create it with \(declaration.name).State(…)"])
    }
    guard let declared = cases.first(where: { $0.name == name }) else {
      throw RuntimeError(
        "\(declaration.name).State has no case '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: cases.map(\.name)))
    }
    let labels =
      declared.payloadLabels.isEmpty
      ? Array(repeating: nil, count: declared.payloadTypes.count) : declared.payloadLabels
    guard arguments.map(\.label) == labels else {
      let parameters = zip(labels, declared.payloadTypes).map { label, type in
        label.map { "\($0): \(type)" } ?? type
      }
      throw RuntimeError(
        "the case '\(name)' of \(declaration.name).State takes \(declared.payloadTypes.count) value(s)",
        at: range,
        notes: ["write \(declaration.name).State.\(name)(\(parameters.joined(separator: ", ")))"])
    }
    let payload = try arguments.map { try evaluate($0.value, &context) }
    var value = Action(name: name, payload: payload)
    value.actionTypeName = declaration.name + ".State"
    return .composable(.action(value))
  }

  /// Whether `value` is a feature's state: a `struct State`'s record, or a case of an `enum
  /// State` (`.detail(Detail.State())`, a `@Reducer enum`'s).
  package func isFeatureState(_ value: ScriptValue) -> Bool {
    switch value {
    case .record: return true
    case .composable(.action(let value)):
      return state.withLock { state in
        state.features.values.contains {
          $0.declaration.stateCases?.contains { $0.name == value.name } == true
        }
      }
    default: return false
    }
  }

  /// `reducer.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }`: the library's
  /// `ifCaseLet`. While the state is in the case, the child reduces its actions first, on the
  /// case's payload; when the state leaves the case, the child's effects are cancelled; a
  /// child action while the state is in another case is an issue.
  package func ifCaseLet(
    on value: ComposableValue, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard let shape = ChildReducerArguments(arguments, trailing: trailing) else {
      throw RuntimeError(
        "expected .ifCaseLet(\\.case, action: \\.case) { Child() }", at: range,
        notes: [
          "an ifCaseLet takes a case of the enum State, the action case carrying the child's "
            + "actions, and the child's reducer"
        ])
    }
    let stateCase = shape.state
    let actionCase = shape.action
    var stateType: String?
    if case .composable(.feature(let parent))? = context.frame.lookup("self") {
      stateType = parent.declaration.name + ".State"
      try checkCasePlace(
        stateCase, actionCase, in: parent.declaration, stateRange: shape.stateRange,
        actionRange: shape.actionRange)
    }
    let (parent, child) = try childReducers(of: value, shape, range: range, &context)
    // The messages name the ifCaseLet's line: where its state case is written.
    return .composable(
      .reducer(
        ifCaseLet(
          on: parent, child: child, stateCase: stateCase, stateType: stateType,
          actionCase: actionCase, at: scriptLocation(of: shape.stateRange, context))))
  }

  /// The library's `ifCaseLet` of `child` on `parent`, on the case `stateCase` of the state
  /// (of the type `stateType`, `App.State`, which the case it embeds shows) and the action's
  /// case `actionCase`; `place` is the line its messages name.
  func ifCaseLet(
    on parent: ReducerBox, child: ReducerBox, stateCase: String, stateType: String?,
    actionCase: String, at place: ComposableRuntime.SourceLocation
  ) -> ReducerBox {
    let toCaseState = AnyCasePath<FeatureState, FeatureState>(
      embed: {
        var value = Action(name: stateCase, payload: [$0.value])
        if let stateType { value.actionTypeName = stateType }
        return FeatureState(value: .composable(.action(value)))
      },
      extract: { state in
        guard case .composable(.action(let value)) = state.value, value.name == stateCase,
          value.payload.count == 1
        else { return nil }
        return FeatureState(value: value.payload[0])
      })
    let toCaseAction = AnyCasePath<Action, Action>(
      embed: { Action(name: actionCase, payload: [.composable(.action($0))]) },
      extract: { action in
        guard action.name == actionCase, action.payload.count == 1,
          case .composable(.action(let child)) = action.payload[0]
        else { return nil }
        return child
      })
    let reducer = parent.reducer._ifCaseLet(toCaseState, action: toCaseAction, at: place) {
      child.reducer
    }
    return ReducerBox(reducer, label: parent.label + ".ifCaseLet(\\.\(stateCase))")
  }

  /// Refuses an `ifCaseLet` whose state case or action case the feature does not declare
  /// with one payload, as Swift's type checker would.
  private func checkCasePlace(
    _ stateCase: String, _ actionCase: String, in parent: FeatureDeclaration,
    stateRange: SourceRange, actionRange: SourceRange
  ) throws {
    guard let cases = parent.stateCases else {
      throw RuntimeError(
        "ifCaseLet needs an enum State, and \(parent.name).State is a struct", at: stateRange,
        notes: [
          "declare enum State { case \(stateCase)(Child.State) … }, or run a child on an optional "
            + "field with .ifLet(\\.field, action: \\.case) { Child() }"
        ])
    }
    guard cases.contains(where: { $0.name == stateCase && $0.payloadTypes.count == 1 }) else {
      throw RuntimeError(
        "\(parent.name).State has no case '\(stateCase)' holding a child's state", at: stateRange,
        notes: DidYouMean.note(for: stateCase, among: cases.map(\.name))
          + ["declare case \(stateCase)(Child.State) in enum State"])
    }
    guard
      parent.actionCases.contains(where: { $0.name == actionCase && $0.payloadTypes.count == 1 })
    else {
      throw RuntimeError(
        "\(parent.name).Action has no case '\(actionCase)' carrying the child's actions",
        at: actionRange,
        notes: DidYouMean.note(for: actionCase, among: parent.actionCases.map(\.name))
          + ["declare case \(actionCase)(Child.Action) in enum Action"])
    }
  }
}
