import DepplaySyntax

extension Checker {
  /// `enum Action: BindableAction` has the case the protocol requires,
  /// `case binding(BindingAction<State>)`, as Swift demands of the conformance.
  /// So has an enum nested in `Action` that is declared `BindableAction` (`enum View:
  /// BindableAction`).
  mutating func checkBindable(_ declaration: FeatureDeclaration) throws(CheckError) {
    let note = "add the case the protocol requires: case binding(BindingAction<State>)"
    for nested in declaration.nestedEnums where nested.isBindable && !nested.hasBindingCase {
      throw CheckError(
        "type '\(declaration.name).Action.\(nested.name)' does not conform to protocol"
          + " 'BindableAction'", at: nested.nameRange, notes: [note])
    }
    guard declaration.actionIsBindable,
      !declaration.actionCases.contains(where: \.carriesBinding)
    else { return }
    throw CheckError(
      "type '\(declaration.name).Action' does not conform to protocol 'BindableAction'",
      at: declaration.nameRange, notes: [note])
  }

  /// `BindingReducer()`: no arguments, in the body of a feature whose `Action` is
  /// `BindableAction` (Swift infers its state and action from the feature);
  /// `BindingReducer(action: \.view)`, in the body of a feature whose case `view` carries an
  /// enum nested in `Action` that is `BindableAction` (TCA's view actions).
  mutating func checkBindingReducer(
    arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    if arguments.count == 1, arguments[0].label == "action", trailing == nil {
      return try checkViewBindingReducer(arguments[0], range: range)
    }
    guard arguments.isEmpty, trailing == nil else {
      throw CheckError(
        "BindingReducer takes no arguments, or the case of its view actions", at: range,
        notes: [
          "write BindingReducer() in the feature's body, before the Reduce, or"
            + " BindingReducer(action: \\.view) for a case view(View) whose enum View is"
            + " BindableAction"
        ])
    }
    guard let feature else {
      throw CheckError(
        "a BindingReducer outside a feature's body", at: range,
        notes: [
          "Swift infers its State and Action from the feature: list BindingReducer() in its var body"
        ])
    }
    guard feature.actionIsBindable else {
      throw CheckError(
        "initializer 'init()' requires that '\(feature.name).Action' conform to 'BindableAction'",
        at: range,
        notes: ["declare enum Action: BindableAction { case binding(BindingAction<State>) … }"])
    }
  }

  /// `BindingReducer(action: \.view)`: in a feature's body, the case key path of one case of
  /// its `Action` whose payload is an enum nested there that is `BindableAction`.
  private mutating func checkViewBindingReducer(_ argument: Argument, range: SourceRange)
    throws(CheckError)
  {
    guard let feature else {
      throw CheckError(
        "a BindingReducer outside a feature's body", at: range,
        notes: [
          "Swift infers its State and Action from the feature: list BindingReducer(action:"
            + " \\.view) in its var body"
        ])
    }
    guard case .keyPath(let path, _) = argument.value, path.count == 1,
      feature.bindableEnum(carriedBy: path[0]) != nil
    else {
      throw CheckError(
        "BindingReducer(action:) takes the case key path of a case of '\(feature.name).Action'"
          + " that carries a BindableAction enum", at: argument.range,
        notes: [
          "declare enum View: BindableAction { case binding(BindingAction<State>) … } inside"
            + " enum Action, with case view(View), and write BindingReducer(action: \\.view)"
        ])
    }
  }
}
