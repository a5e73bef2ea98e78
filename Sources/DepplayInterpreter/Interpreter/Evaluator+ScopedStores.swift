import ComposableRuntime
import DepplaySyntax

extension Interpreter {
  /// `store.scope(\.home, action: \.home)` (or the older `scope(state:action:)`): the
  /// library's child store, which owns nothing: it reads the field of its parent's state and
  /// sends its actions through the parent, embedded in the case, so the parent's reducers (its
  /// `Scope`s) run them.
  package func scopedStore(
    of box: StoreBox, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    if let element = ElementScopeArguments(arguments) {
      return try elementStore(of: box, element, &context)
    }
    guard let paths = ScopeArguments(arguments), paths.statePath.count == 1 else {
      throw RuntimeError(
        "expected store.scope(\\.field, action: \\.case)", at: range,
        notes: ["a child store of the state's field and the action's case of the same name"])
    }
    let field = paths.statePath[0]
    let actionPath = paths.actionPath
    if actionPath.count == 2, NavigationCase(rawValue: actionPath[1]) == .presented {
      return try presentedStore(of: box, field: field, case: actionPath[0])
    }
    guard actionPath.count == 1 else {
      throw RuntimeError(
        "expected store.scope(\\.field, action: \\.case)", at: range,
        notes: [
          "a child store of the state's field and the action's case of the same name, or of a"
            + " presented child: store.scope(\\.child, action: \\.child.presented)"
        ])
    }
    let state = try onMainActor { box.store.state.value }
    guard case .record(let record) = state, case .record(let child)? = record[field: field] else {
      throw RuntimeError(
        "\(box.label) has no child feature's state at '\(field)'", at: arguments[0].range)
    }
    let action = Action.caseKeyPath(actionPath[0], of: box.feature + ".Action")
    let scoped = try onMainActor {
      box.store.scope(state: \FeatureState.[field: field], action: action)
    }
    return .composable(.store(StoreBox(store: scoped, feature: featureName(ofState: child))))
  }

  /// `store.scope(state: \.settings, action: \.settings.presented)`: the library's optional
  /// child store of a presented child, `nil` while the field holds `nil`; its actions go to
  /// the parent as `.settings(.presented(action))`.
  private func presentedStore(of box: StoreBox, field: String, case name: String) throws
    -> ScriptValue
  {
    let action = Action.presentedCaseKeyPath(name, of: box.feature + ".Action")
    let scoped = try onMainActor {
      box.store.scope(state: \FeatureState.[optionalField: field], action: action)
    }
    return try optionalChildStore(scoped)
  }

  /// `store.scope(state: \.shelves[id: id], action: \.shelves[id: id])`: the library's
  /// optional child store of one element of an identified array, `nil` when no element has
  /// that ID; its actions go to the parent as `.shelves(.element(id: id, action: action))`,
  /// which the parent's `forEach` runs in that element.
  private func elementStore(
    of box: StoreBox, _ element: ElementScopeArguments, _ context: inout Context
  ) throws -> ScriptValue {
    let stateID = ElementIdentity(value: try evaluate(element.stateID, &context))
    let actionID = ElementIdentity(value: try evaluate(element.actionID, &context))
    let action = Action.elementCaseKeyPath(
      element.actionCase, id: actionID, of: box.feature + ".Action")
    let scoped = try onMainActor {
      box.store.scope(state: \FeatureState.[identified: element.field][id: stateID], action: action)
    }
    return try optionalChildStore(scoped)
  }

  /// An optional child store as a script holds it: `nil`, or the store of the feature whose
  /// state it reads.
  private func optionalChildStore(_ scoped: Store<FeatureState, Action>?) throws -> ScriptValue {
    guard let scoped, case .record(let child) = try onMainActor({ scoped.state.value }) else {
      return .none
    }
    return .composable(.store(StoreBox(store: scoped, feature: featureName(ofState: child))))
  }

  /// The feature a child store of `state` runs: the one whose `State` the record is
  /// (`Counter` of a `Counter.State`), or the record's own type name where no feature declares
  /// it.
  private func featureName(ofState state: Record) -> String {
    feature(ofStateType: state.name)?.declaration.name ?? state.name
  }
}
