/// The one condition of an `if` or a `guard`, as the lowering reads it: a Bool, `let name =
/// value` (`binding`), or `case pattern = value` (`pattern`).
struct IfCondition {
  /// The Bool, the optional a `let` unwraps, or the value a pattern matches.
  var value: Expression
  /// The name `let name = value` binds.
  var binding: String? = nil
  /// The pattern `case pattern = value` matches.
  var pattern: Pattern? = nil
}
