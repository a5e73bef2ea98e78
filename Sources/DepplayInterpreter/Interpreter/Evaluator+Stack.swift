import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

extension FeatureState {
  /// A `StackState` field, as `\.path` reaches it for a stack `forEach` (an empty stack when
  /// the field holds none).
  package subscript(stack name: String) -> StackState<FeatureState> {
    get {
      if case .composable(.stack(let stack)) = self[field: name].value { return stack }
      return StackState()
    }
    set { self[field: name] = FeatureState(value: .composable(.stack(newValue))) }
  }
}

extension Action {
  /// The library's stack action as a script writes it: `.element(id: 0, action: .save)`,
  /// `.popFrom(id: 0)`, `.push(id: 0, state: Detail.State())`.
  package init(_ stack: StackAction<FeatureState, Action>) {
    switch stack {
    case .element(let id, let action):
      self.init(
        name: "element", payload: [.composable(.stackElementID(id)), .composable(.action(action))])
    case .popFrom(let id):
      self.init(name: "popFrom", payload: [.composable(.stackElementID(id))])
    case .push(let id, let state):
      self.init(name: "push", payload: [.composable(.stackElementID(id)), state.value])
    }
  }

  /// This action as the library's stack action, if it is one of its cases.
  package var stackAction: StackAction<FeatureState, Action>? {
    guard case .composable(.stackElementID(let id))? = payload.first else { return nil }
    switch (name, payload.dropFirst().first) {
    case ("element", .composable(.action(let action))?) where payload.count == 2:
      return .element(id: id, action: action)
    case ("popFrom", nil):
      return .popFrom(id: id)
    case ("push", let state?) where payload.count == 2:
      return .push(id: id, state: FeatureState(value: state))
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// `reducer.forEach(\.path, action: \.path) { Detail() }`: the library's stack `forEach`,
  /// on the state record's `StackState` field and the action's case carrying
  /// `StackAction<Detail.State, Detail.Action>`. It runs an element's actions in that element
  /// first, with `dismiss` installed to pop it, and cancels the effects of popped elements.
  package func stackForEach(
    on value: ComposableValue, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard let shape = ChildReducerArguments(arguments, trailing: trailing) else {
      throw RuntimeError(
        "expected .forEach(\\.path, action: \\.path) { Child() }", at: range,
        notes: [
          "a stack forEach takes a StackState field, the action case carrying "
            + "StackAction<Child.State, Child.Action>, and the child's reducer"
        ])
    }
    let field = shape.state
    let caseName = shape.action
    if case .composable(.feature(let parent))? = context.frame.lookup("self") {
      try checkStackPlace(
        field: field, caseName: caseName, in: parent.declaration, stateRange: shape.stateRange,
        actionRange: shape.actionRange)
    }
    let (parent, child) = try childReducers(of: value, shape, range: range, &context)
    let toStackAction = AnyCasePath<Action, StackAction<FeatureState, Action>>(
      embed: { Action(name: caseName, payload: [.composable(.action(Action($0)))]) },
      extract: { action in
        guard action.name == caseName, action.payload.count == 1,
          case .composable(.action(let inner)) = action.payload[0]
        else { return nil }
        return inner.stackAction
      })
    let reducer = parent.reducer._forEach(
      \FeatureState.[stack: field], action: toStackAction,
      at: scriptLocation(of: shape.stateRange, context)
    ) { child.reducer }
    return .composable(.reducer(ReducerBox(reducer, label: parent.label + ".forEach(\\.\(field))")))
  }

  /// Refuses a stack `forEach` whose field or action case the feature does not declare.
  private func checkStackPlace(
    field: String, caseName: String, in parent: FeatureDeclaration, stateRange: SourceRange,
    actionRange: SourceRange
  ) throws {
    guard parent.stateFields.contains(where: { $0.name == field }) else {
      throw RuntimeError(
        "\(parent.name).State has no field '\(field)'", at: stateRange,
        notes: DidYouMean.note(for: field, among: parent.stateFields.map(\.name)))
    }
    guard let action = parent.actionCases.first(where: { $0.name == caseName }) else {
      throw RuntimeError(
        "\(parent.name).Action has no case '\(caseName)'", at: actionRange,
        notes: DidYouMean.note(for: caseName, among: parent.actionCases.map(\.name)))
    }
    guard action.payloadTypes.count == 1, action.payloadTypes[0].hasPrefix("StackAction") else {
      throw RuntimeError(
        "the case '\(caseName)' of a stack forEach carries StackAction<Child.State, Child.Action>",
        at: actionRange, notes: ["declare case \(caseName)(StackAction<Child.State, Child.Action>)"]
      )
    }
  }
}
