import DepplaySemantics
import DepplaySyntax
import Testing

@testable import DepplayLanguage

/// Whether a statement awaits or spawns is noted once, by the checker, where the statement
/// starts, and read there by the interpreter (``Resolutions/View/suspends(_:at:)``); a statement
/// nothing was noted for is worked out from its syntax tree.
@Suite struct StatementSuspensionsTests {
  static let script = """
    let a = 1
    let t = Task { a }
    for i in 0..<2 {
      let b = i
      await Task.yield()
    }
    let run = { await Task.yield() }
    """

  static func checked() throws -> CheckedProgram {
    let source = SourceFile(name: "suspends.dep", text: script)
    return try Checker.check(try ScriptParser.parse(source), source: source, names: .builtins).0
  }

  /// The statements of a spawned body, a loop's body and a closure's body.
  static func nested(in statement: Statement) -> [Statement] {
    switch statement {
    case .binding(_, .task(_, let body, _), _, _), .binding(_, .closure(let body), _, _):
      body.body.statements
    case .forLoop(let loop): loop.body.statements
    default: []
    }
  }

  @Test func eachStatementIsNotedAsItsTreeSays() throws {
    let checked = try Self.checked()
    let view = checked.resolutions.view
    let topLevel = checked.program.statements
    #expect(topLevel.map { view.suspends($0, at: $0.range) } == [false, true, true, false])
    let nested = topLevel.map { Self.nested(in: $0).map { view.suspends($0, at: $0.range) } }
    #expect(nested == [[], [false], [false, true], [true]])
    for statement in topLevel + topLevel.flatMap(Self.nested(in:)) {
      #expect(view.suspends(statement, at: statement.range) == statement.suspends)
    }
  }

  /// What was noted at a place is what the interpreter reads there: a statement that awaits,
  /// asked about at the place of one noted as synchronous, is answered from the note.
  @Test func theNoteIsRead() throws {
    let checked = try Self.checked()
    let awaiting = Self.nested(in: checked.program.statements[2])[1]
    guard case .expression(let expression) = awaiting else {
      Issue.record("not an expression statement: \(awaiting)")
      return
    }
    let moved = Statement.discard(value: expression, range: checked.program.statements[0].range)
    #expect(moved.suspends)
    #expect(!checked.resolutions.view.suspends(moved, at: moved.range))
  }

  /// Code no checker saw has no notes: its statements are worked out from their trees.
  @Test func aStatementWithoutANoteIsWorkedOut() throws {
    let checked = try Self.checked()
    let spawning = checked.program.statements[1]
    #expect(Resolutions.none.view.suspends(spawning, at: spawning.range))
    let binding = checked.program.statements[0]
    #expect(!Resolutions.none.view.suspends(binding, at: binding.range))
  }
}
