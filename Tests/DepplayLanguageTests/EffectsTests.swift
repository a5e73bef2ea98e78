import Testing

@testable import DepplayLanguage

/// One walker says what each node's own code does: it awaits, it spawns, or neither.
@Suite struct EffectsTests {
  func effects(_ text: String) throws -> Effects {
    try ScriptParser.parse(SourceFile(name: "x", text: text)).statements[0].effects
  }

  @Test func anAwaitAwaitsAndATaskSpawns() throws {
    #expect(try effects("let x = await f()") == .awaits)
    #expect(try effects("let t = Task { await f() }") == .spawns)
    #expect(try effects("print(1 + 2)") == [])
  }

  @Test func aClosuresBodyIsNotItsOwnCode() throws {
    #expect(try effects("let c = { await f() }") == [])
    #expect(try effects("DispatchQueue.global().async { Task { } }") == [])
  }

  @Test func aWithDependenciesOperationRunsInPlace() throws {
    #expect(try effects("withDependencies { $0.full = 1 } operation: { await f() }") == .awaits)
  }

  /// Every statement form that holds an expression or a block is walked: the assignment was
  /// missed by one of the three walkers this one replaced.
  @Test(arguments: [
    "state.x = await f()", "if await f() { }", "for i in [1] { await f() }",
    "switch await f() { default: print(1) }", "do { await f() } catch { }",
    "throw await f()", "let s = \"\\(await f())\"",
  ])
  func everyFormIsWalked(text: String) throws {
    #expect(try effects(text) == .awaits)
  }

  @Test func aClosureIsAsyncWhenItsOwnCodeAwaits() throws {
    guard case .binding(_, .closure(let async), _, _) = try parse("let c = { await f() }"),
      case .binding(_, .closure(let spawning), _, _) = try parse("let c = { Task { await f() } }")
    else {
      Issue.record("expected closures")
      return
    }
    #expect(async.isAsync)
    #expect(!spawning.isAsync)
  }

  private func parse(_ text: String) throws -> Statement {
    try ScriptParser.parse(SourceFile(name: "x", text: text)).statements[0]
  }
}
