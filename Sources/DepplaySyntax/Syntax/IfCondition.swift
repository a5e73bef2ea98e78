/// The one condition of an `if` or a `guard`, as the lowering reads it: a Bool, `let name =
/// value` or `var name = value` (`binding`), or `case pattern = value` (`pattern`).
package struct IfCondition {
  /// The Bool, the optional a `let` unwraps, or the value a pattern matches.
  package var value: Expression
  /// The name `let name = value` binds.
  package var binding: String? = nil
  /// Written `var name = value`: the bound name may change.
  package var bindsVariable = false
  /// The pattern `case pattern = value` matches.
  package var pattern: Pattern? = nil
}
