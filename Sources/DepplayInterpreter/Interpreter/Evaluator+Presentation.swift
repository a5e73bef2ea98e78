import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

extension FeatureState: ChildIdentifying {
  /// An optional field, as `\.child` reaches it for `ifLet`: the child's state, or `nil`.
  package subscript(optional name: String) -> FeatureState? {
    get {
      let field = self[field: name]
      if case .none = field.value { return nil }
      return field
    }
    set { self[field: name] = newValue ?? FeatureState(value: .none) }
  }

  /// Whether it is an alert, or a `@Reducer enum`'s case holding one (`.alert(AlertState
  /// { … })`), which a presentation `ifLet` dismisses once one of its actions is sent.
  package var isAlert: Bool { alert != nil }

  /// An alert's `id`, which tells a new alert presented in its place from it; `nil` for any
  /// other state.
  package var childIdentity: AnyHashable? { alert?.id }

  /// The alert it is, or the one its enum case holds.
  private var alert: AlertState<ButtonAction>? {
    switch value {
    case .composable(.alert(let alert)): alert
    case .composable(.action(let stateCase)):
      if stateCase.payload.count == 1, case .composable(.alert(let alert)) = stateCase.payload[0] {
        alert
      } else {
        nil
      }
    default: nil
    }
  }

  /// A `@Presents` field, as `\.$destination` reaches it for a presentation `ifLet`.
  package subscript(presentation name: String) -> PresentationState<FeatureState> {
    get { PresentationState(wrappedValue: self[optional: name]) }
    set { self[optional: name] = newValue.wrappedValue }
  }
}

extension Action {
  /// The action this action's case `caseName` carries (`.rows(.element(…))` carries
  /// `.element(…)`), if this action is of that case.
  package func carried(by caseName: String) -> Action? {
    guard name == caseName, payload.count == 1, case .composable(.action(let inner)) = payload[0]
    else { return nil }
    return inner
  }

  /// The library's presentation action as a script writes it: `.presented(.save)`,
  /// `.dismiss`.
  package init(_ presentation: PresentationAction<Action>) {
    switch presentation {
    case .presented(let child):
      self.init(name: NavigationCase.presented.rawValue, payload: [.composable(.action(child))])
    case .dismiss: self.init(name: NavigationCase.dismiss.rawValue, payload: [])
    }
  }

  /// This action as the library's presentation action, if it is `.presented(…)` or
  /// `.dismiss`.
  package var presentationAction: PresentationAction<Action>? {
    switch (NavigationCase(rawValue: name), payload.first) {
    case (.presented?, .composable(.action(let child))?) where payload.count == 1:
      .presented(child)
    case (.presented?, .enumCase(let child)?) where payload.count == 1:
      // An alert's action, a case of its own enum, which no reducer reads.
      .presented(Action(name: child.caseName, payload: child.payload?.map(\.value) ?? []))
    case (.dismiss?, nil):
      .dismiss
    default:
      nil
    }
  }
}

extension Interpreter {
  /// `reducer.ifLet(\.$destination, action: \.destination) { Child() }` (presentation, with
  /// `dismiss` installed for the child) and `reducer.ifLet(\.child, action: \.child) { Child() }`
  /// (optional state, without it): the library's `ifLet`s on the state record's field and the
  /// action's case. `nil` for another method.
  package func presentationModifier(
    _ name: String, on value: ComposableValue, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    switch value {
    case .reducer, .feature: break
    default: return nil
    }
    switch ChildReducerModifier(rawValue: name) {
    case .forEach?:
      return try forEach(
        on: value, arguments: arguments, trailing: trailing, range: range, &context)
    case .ifCaseLet?:
      return try ifCaseLet(
        on: value, arguments: arguments, trailing: trailing, range: range, &context)
    case .ifLet?: break
    case nil: return nil
    }
    guard let shape = ChildReducerArguments(arguments, trailing: trailing) else {
      throw RuntimeError(
        "expected .ifLet(\\.$destination, action: \\.destination) { Child() }", at: range,
        notes: [
          "a presentation ifLet takes a @Presents field (\\.$field), the action case carrying "
            + "PresentationAction<Child.Action>, and the child's reducer"
        ])
    }
    let isPresentation = shape.state.hasPrefix("$")
    let field = isPresentation ? String(shape.state.dropFirst()) : shape.state
    let caseName = shape.action
    if case .composable(.feature(let parent))? = context.frame.lookup("self") {
      try checkChildPlace(
        field: field, presentation: isPresentation, caseName: caseName, in: parent.declaration,
        stateRange: shape.stateRange, actionRange: shape.actionRange)
    }
    if isPresentation {
      let toPresentationAction = AnyCasePath<Action, PresentationAction<Action>>(
        embed: { Action(name: caseName, payload: [.composable(.action(Action($0)))]) },
        extract: { $0.carried(by: caseName)?.presentationAction })
      let (parent, child) = try presentedReducers(
        of: value, shape, field: field, range: range, &context)
      let reducer = parent.reducer._ifLet(
        \FeatureState.[presentation: field], action: toPresentationAction,
        at: scriptLocation(of: shape.stateRange, context), isEphemeral: \.isAlert
      ) { child.reducer }
      return .composable(
        .reducer(ReducerBox(reducer, label: parent.label + ".ifLet(\\.$\(field))")))
    }
    let (parent, child) = try childReducers(of: value, shape, range: range, &context)
    let toChildAction = AnyCasePath<Action, Action>(
      embed: { Action(name: caseName, payload: [.composable(.action($0))]) },
      extract: { $0.carried(by: caseName) })
    let reducer = parent.reducer._ifLet(
      \FeatureState.[optional: field], action: toChildAction,
      at: scriptLocation(of: shape.stateRange, context)
    ) { child.reducer }
    return .composable(.reducer(ReducerBox(reducer, label: parent.label + ".ifLet(\\.\(field))")))
  }

  /// The reducers of a presentation `ifLet`: an alert's field, written without a closure,
  /// presents its alert with no reducer of its own (TCA's overload for ephemeral state); any
  /// other runs its child as ``childReducers(of:_:range:_:)`` finds it.
  private func presentedReducers(
    of value: ComposableValue, _ shape: ChildReducerArguments, field: String,
    range: SourceRange, _ context: inout Context
  ) throws -> (parent: ReducerBox, child: ReducerBox) {
    guard shape.child == nil,
      case .composable(.feature(let feature))? = context.frame.lookup("self"),
      feature.declaration.stateFields.first(where: { $0.name == field })?.presentsAlert == true
    else { return try childReducers(of: value, shape, range: range, &context) }
    let parent = try reducerBox(of: .composable(value), at: range)
    return (parent, ReducerBox(EmptyReducer<FeatureState, Action>(), label: "EmptyReducer()"))
  }

  /// Refuses an `ifLet` whose field or action case the feature does not declare in the form
  /// the `ifLet` needs, as Swift's type checker would.
  private func checkChildPlace(
    field: String, presentation: Bool, caseName: String, in parent: FeatureDeclaration,
    stateRange: SourceRange, actionRange: SourceRange
  ) throws {
    guard let declared = parent.stateFields.first(where: { $0.name == field }) else {
      throw RuntimeError(
        "\(parent.name).State has no field '\(field)'", at: stateRange,
        notes: DidYouMean.note(for: field, among: parent.stateFields.map(\.name)))
    }
    if presentation, !declared.isPresentation {
      throw RuntimeError(
        "'\(field)' is not presentation state, so it has no '$\(field)'", at: stateRange,
        notes: [
          "declare it @Presents var \(field): Child.State? to present a child (with dismiss)",
          "or run a child on plain optional state: .ifLet(\\.\(field), action: \\.\(caseName))",
        ])
    }
    if !presentation, declared.isPresentation {
      throw RuntimeError(
        "'\(field)' is presentation state: hand its projection to ifLet", at: stateRange,
        notes: ["write .ifLet(\\.$\(field), action: \\.\(caseName)) { … }"])
    }
    guard let action = parent.actionCases.first(where: { $0.name == caseName }) else {
      throw RuntimeError(
        "\(parent.name).Action has no case '\(caseName)'", at: actionRange,
        notes: DidYouMean.note(for: caseName, among: parent.actionCases.map(\.name)))
    }
    guard action.payloadTypes.count == 1, action.carriesPresentation == presentation else {
      throw RuntimeError(
        presentation
          ? "the case '\(caseName)' of a presentation ifLet carries PresentationAction<Child.Action>"
          : "the case '\(caseName)' of an ifLet carries the child's action",
        at: actionRange,
        notes: [
          presentation
            ? "declare case \(caseName)(PresentationAction<Child.Action>)"
            : "declare case \(caseName)(Child.Action)"
        ])
    }
  }
}
