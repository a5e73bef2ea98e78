/// One item of a closure's capture list: `[count]` (the value of `count` when the closure is
/// made) or `[name = state.name]` (the value of an expression then), bound to `name` in the
/// closure's body, as Swift binds it: a constant the closure keeps, whatever happens to the
/// original afterwards.
package struct Capture: Sendable {
  /// The name the closure's body sees.
  package var name: String
  /// The captured value, evaluated when the closure is made (`count` for `[count]`).
  package var value: Expression
  /// Whether the item is written `[name = value]` (the export writes it back so).
  package var isRenamed: Bool
  /// Where the item is.
  package var range: SourceRange
}
