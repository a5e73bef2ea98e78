/// What the exporter knows about the block it is writing: whether the interpreter runs it
/// asynchronously, its locals, the `@Dependency` reads it has declared, and what the next
/// statement needs written before it.
package struct ExportScope {
  /// Whether the interpreter runs the block with `await`s and the ordering model's waits.
  package var isAsync: Bool
  /// Whether the block runs isolated to the main actor (a `@MainActor` function or method, a
  /// closure or `Task { }` made in one): the interpreter does not park after its statements,
  /// so no `script.settle()` follows them.
  package var isMainActor = false
  /// Whether the block runs isolated to an instance of the script's `actor` (its method, or a
  /// closure or `Task { }` made there): the interpreter does not park after its statements
  /// either.
  package var isOnActor = false
  /// Whether the block's last expression is its value (a `return` in Swift).
  package var returnsValue = false
  /// Whether the block is a `for` loop's body (not a closure).
  package var isLoop = false
  /// Whether a `throw` here is caught by a `do` or ends the script, in Swift as in depplay:
  /// the top level and a `do`'s body, and the blocks in them that are not closures.
  package var throwIsHandled = false
  /// Names bound in the block (which hide keys of the same name).
  package var locals: Set<String> = []
  /// The `async let`s among them (a closure cannot capture one).
  package var asyncLets: Set<String> = []
  /// Keys whose `@Dependency` is declared in the block already.
  package var declaredReads: Set<String> = []
  /// Keys the statement being written reads, in order.
  package var pendingReads: [String] = []
  /// Comments for the statement being written (where overrides are inherited or lost).
  package var pendingNotes: [String] = []
}
