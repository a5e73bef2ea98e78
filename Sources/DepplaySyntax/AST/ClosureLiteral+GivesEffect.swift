extension ClosureLiteral {
  /// Whether the closure gives an effect, as TCA 1.25's `onChange(of:)` closure does
  /// (`{ oldValue, state in .run { … } }`), rather than listing reducers, as the older form's
  /// does (`{ oldValue, newValue in Reduce { … } }`): it returns, or it holds an effect written
  /// as an implied member (`.run { … }`, `.send(…)`, `.none`).
  package var givesEffect: Bool {
    body.statements.contains { statement in
      switch statement {
      case .returnStatement, .expression(.implicitMember),
        .expression(.call(.implicitMember, _, _, _)):
        true
      default:
        false
      }
    }
  }
}
