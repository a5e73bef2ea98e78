import DepplaySyntax

/// Whether each statement of a program awaits or spawns (``Statement/suspends``), noted once
/// where it starts, so that the interpreter does not walk a statement's syntax tree each time
/// it runs it in asynchronous code (a walk that allocates the arrays of its children: ~1,000
/// instructions a statement, twice a spawned `Task { … }`; BENCHMARKS.md).
///
/// The program's statements are noted, those of their nested blocks and of the closures their
/// expressions carry (spawned bodies included). The bodies of declarations (functions,
/// methods, tests) are not: the interpreter works out theirs as before
/// (``Resolutions/View/suspends(_:at:)``). Where several statements start at one place (a `while`
/// loop and its pass), the place is marked as suspending if one of them is.
package struct StatementSuspensions {
  /// What is noted, by where each statement starts.
  package private(set) var flags: [Int: PlaceFlags] = [:]

  /// Notes the statements of `statements`, and those nested in them.
  package init(of statements: [Statement]) { note(statements) }

  private mutating func note(_ statements: [Statement]) {
    for statement in statements {
      flags[statement.range.start.offset, default: []].insert(
        statement.suspends ? .statementSuspends : .statementRunsSynchronously)
      for block in statement.nestedBlocks { note(block.statements) }
      for expression in statement.expressions { noteClosures(in: expression) }
    }
  }

  private mutating func noteClosures(in expression: Expression) {
    for closure in expression.closures { note(closure.body.statements) }
    for child in expression.children { noteClosures(in: child) }
  }
}
