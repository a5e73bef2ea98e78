import ComposableRuntime
import DepplaySyntax

/// `.set(\.name, "Blob")`, `.set(\.huddle.title, "Retro")`: a binding action as a script
/// holds it, the path of fields it sets and the value. The library's ``BindingAction`` it
/// stands for sets the state record's field, through the fields the path goes through.
package struct BindingValue: Sendable, Equatable, CustomStringConvertible {
  /// The fields of the state it goes through to the one it sets (`["huddle", "title"]`).
  package var fieldPath: [String]
  /// The value it sets.
  package var value: ScriptValue

  /// The library's binding action on the state record.
  package var action: BindingAction<FeatureState> {
    .set(\FeatureState.[fieldPath: fieldPath], FeatureState(value: value))
  }

  /// `.set(\State.name, "Blob")`, as a test store's messages show the action.
  package var description: String {
    ".set(\\State.\(fieldPath.joined(separator: ".")), \(value.debugDescription))"
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.fieldPath == rhs.fieldPath && lhs.value.isEqual(to: rhs.value)
  }
}

extension Action {
  /// The binding action the payload carries, if this is the case `BindableAction` requires:
  /// the one whose value is a binding action.
  package var binding: BindingValue? {
    guard payload.count == 1, case .composable(.bindingAction(let binding)) = payload[0] else {
      return nil
    }
    return binding
  }

  /// The binding action of the view actions this action carries when it is the case
  /// `viewCase` (`.view(.binding(.set(\.code, "1234")))` for `view`): its payload a case
  /// `binding` of an enum nested in `Action`, with a binding action.
  package func viewBinding(in viewCase: String) -> BindingValue? {
    guard name == viewCase, payload.count == 1, case .enumCase(let view) = payload[0],
      view.caseName == FeatureDeclaration.ActionCase.bindingCaseName,
      let parts = view.payload, parts.count == 1,
      case .composable(.bindingAction(let binding)) = parts[0].value
    else { return nil }
    return binding
  }
}
