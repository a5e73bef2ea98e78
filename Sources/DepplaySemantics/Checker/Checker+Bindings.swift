import DepplaySyntax

extension Checker {
  /// `enum Action: BindableAction` has the case the protocol requires,
  /// `case binding(BindingAction<State>)`, as Swift demands of the conformance.
  mutating func checkBindable(_ declaration: FeatureDeclaration) throws(CheckError) {
    guard declaration.actionIsBindable,
      !declaration.actionCases.contains(where: \.carriesBinding)
    else { return }
    throw CheckError(
      "type '\(declaration.name).Action' does not conform to protocol 'BindableAction'",
      at: declaration.nameRange,
      notes: ["add the case the protocol requires: case binding(BindingAction<State>)"])
  }

  /// `BindingReducer()`: no arguments, in the body of a feature whose `Action` is
  /// `BindableAction` (Swift infers its state and action from the feature).
  mutating func checkBindingReducer(
    arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    guard arguments.isEmpty, trailing == nil else {
      throw CheckError(
        "BindingReducer takes no arguments", at: range,
        notes: ["write BindingReducer() in the feature's body, before the Reduce"])
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
}
