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
        name: NavigationCase.element.rawValue,
        payload: [.composable(.stackElementID(id)), .composable(.action(action))])
    case .popFrom(let id):
      self.init(name: NavigationCase.popFrom.rawValue, payload: [.composable(.stackElementID(id))])
    case .push(let id, let state):
      self.init(
        name: NavigationCase.push.rawValue,
        payload: [.composable(.stackElementID(id)), state.value])
    }
  }

  /// This action as the library's stack action, if it is one of its cases.
  package var stackAction: StackAction<FeatureState, Action>? {
    guard case .composable(.stackElementID(let id))? = payload.first else { return nil }
    switch (NavigationCase(rawValue: name), payload.dropFirst().first) {
    case (.element?, .composable(.action(let action))?) where payload.count == 2:
      return .element(id: id, action: action)
    case (.popFrom?, nil):
      return .popFrom(id: id)
    case (.push?, let state?) where payload.count == 2:
      return .push(id: id, state: FeatureState(value: state))
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// `reducer.forEach(\.path, action: \.path) { Detail() }`: the library's `forEach`, on a
  /// navigation stack or an identified array, as the parent's action case declares.
  package func forEach(
    on value: ComposableValue, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard let shape = ChildReducerArguments(arguments, trailing: trailing) else {
      throw RuntimeError(
        "expected .forEach(\\.path, action: \\.path) { Child() }", at: range,
        notes: [
          "a forEach takes a StackState or IdentifiedArrayOf field, the action case carrying "
            + "StackAction<Child.State, Child.Action> or IdentifiedActionOf<Child>, and the "
            + "child's reducer"
        ])
    }
    var declaration: FeatureDeclaration?
    if case .composable(.feature(let parent))? = context.frame.lookup("self") {
      declaration = parent.declaration
    }
    let collection = ForEachCollection(caseNamed: shape.action, of: declaration)
    if let declaration {
      try checkForEachPlace(shape, collection, in: declaration)
    }
    let (parent, child) = try childReducers(of: value, shape, range: range, &context)
    switch collection {
    case .stack: return stackForEach(parent: parent, child: child, shape, context)
    case .identified: return identifiedForEach(parent: parent, child: child, shape, context)
    }
  }

  /// The library's stack `forEach`, on the state record's `StackState` field and the action's
  /// case carrying `StackAction<Detail.State, Detail.Action>`. It runs an element's actions
  /// in that element first, with `dismiss` installed to pop it, and cancels the effects of
  /// popped elements.
  private func stackForEach(
    parent: ReducerBox, child: ReducerBox, _ shape: ChildReducerArguments, _ context: Context
  ) -> ScriptValue {
    let (field, caseName) = (shape.state, shape.action)
    let toStackAction = AnyCasePath<Action, StackAction<FeatureState, Action>>(
      embed: { Action(name: caseName, payload: [.composable(.action(Action($0)))]) },
      extract: { $0.carried(by: caseName)?.stackAction })
    return forEachValue(
      parent.reducer._forEach(
        \FeatureState.[stack: field], action: toStackAction,
        at: scriptLocation(of: shape.stateRange, context)
      ) { child.reducer }, on: parent, field: field)
  }

  /// `reducer`, a `forEach` on `parent`'s `field`, as a script's reducer value, labelled as
  /// the script wrote it.
  func forEachValue(
    _ reducer: some Reducer<FeatureState, Action>, on parent: ReducerBox, field: String
  ) -> ScriptValue {
    .composable(.reducer(ReducerBox(reducer, label: parent.label + ".forEach(\\.\(field))")))
  }

  /// Refuses a `forEach` whose field or action case the feature does not declare, or whose
  /// identified elements are not `Identifiable`, as Swift's type checker would.
  private func checkForEachPlace(
    _ shape: ChildReducerArguments, _ collection: ForEachCollection,
    in parent: FeatureDeclaration
  ) throws {
    let (field, caseName) = (shape.state, shape.action)
    guard let declared = parent.stateFields.first(where: { $0.name == field }) else {
      throw RuntimeError(
        "\(parent.name).State has no field '\(field)'", at: shape.stateRange,
        notes: DidYouMean.note(for: field, among: parent.stateFields.map(\.name)))
    }
    guard let action = parent.actionCases.first(where: { $0.name == caseName }) else {
      throw RuntimeError(
        "\(parent.name).Action has no case '\(caseName)'", at: shape.actionRange,
        notes: DidYouMean.note(for: caseName, among: parent.actionCases.map(\.name)))
    }
    guard action.payloadTypes.count == 1,
      ForEachCollection(actionType: action.payloadShapes[0]) != nil
    else {
      throw RuntimeError(
        "the case '\(caseName)' of a forEach carries StackAction<Child.State, Child.Action>"
          + " or IdentifiedActionOf<Child>", at: shape.actionRange,
        notes: [
          "declare case \(caseName)(StackActionOf<Child>) for a StackState field, or case "
            + "\(caseName)(IdentifiedActionOf<Child>) for an identified array"
        ])
    }
    if collection == .identified { try checkIdentifiable(declared) }
  }
}
