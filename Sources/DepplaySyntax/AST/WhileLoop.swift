/// `while conditions { … }` or `repeat { … } while condition`, labelled or not
/// (`outer: while …`).
///
/// A pass is an `if` of the loop's conditions (several chained as an `if`'s are, each binding
/// its names for the ones after it and the body) whose `then` is the body and whose `else` is
/// `break`: the loop runs passes until one breaks out of it. A `repeat` loop runs its body
/// once before its first pass, so its condition is checked after each run of the body.
package struct WhileLoop: Sendable {
  /// The conditions, the body (the `then` of the innermost `if`), and `else { break }`.
  package var pass: IfStatement
  /// Written `repeat { … } while condition`.
  package var isRepeat: Bool
  /// The loop's label (`outer:`), which a `break outer` or `continue outer` inside it names.
  package var label: String?
  /// The whole statement.
  package var range: SourceRange

  /// A loop of these passes.
  package init(pass: IfStatement, isRepeat: Bool, label: String?, range: SourceRange) {
    self.pass = pass
    self.isRepeat = isRepeat
    self.label = label
    self.range = range
  }
}

/// `break` or `continue`, with the label of the loop it names, if any.
package struct LoopJump: Sendable {
  /// What the jump does.
  package enum Kind: Sendable {
    /// `break`: leaves the loop (or, unlabelled, the innermost loop or `switch`).
    case breaking
    /// `continue`: ends the loop's current pass; the next one starts.
    case continuing
  }

  /// What the jump does.
  package var kind: Kind
  /// The label it names (`break outer`); `nil` for the innermost loop.
  package var label: String?
  /// Where it is written.
  package var range: SourceRange

  /// A jump of this kind, to the loop labelled `label` (`nil`: the innermost).
  package init(_ kind: Kind, label: String?, range: SourceRange) {
    self.kind = kind
    self.label = label
    self.range = range
  }

  /// Whether the jump is to the loop labelled `label`: it names it, or names none.
  package func targets(loopLabelled label: String?) -> Bool {
    self.label == nil || self.label == label
  }
}
