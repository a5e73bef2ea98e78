import DepplayLanguage
import Testing

/// A script's places: SwiftParser reports UTF-8 offsets, which the source file turns into
/// lines and columns counted in Unicode scalars, with every line end Swift knows.
@Suite struct SourceLocationTests {
  @Test(arguments: ["\n", "\r\n", "\r"])
  func linesAndColumnsAreRightWithEveryLineEnd(lineEnd: String) throws {
    let text = ["print(1)", "  print(ful)", "why x"].joined(separator: lineEnd)
    let source = SourceFile(name: "x", text: text)
    let offset = text.utf8.count - "ful)\(lineEnd)why x".utf8.count
    #expect(source.location(utf8Offset: offset).description == "2:9")
    #expect(source.line(2) == "  print(ful)")
    #expect(source.line(3) == "why x")
  }

  @Test func columnsCountScalarsNotBytes() {
    let source = SourceFile(name: "x", text: "let é = \"ü\"; x")
    #expect(source.location(utf8Offset: "let é = \"ü\"; ".utf8.count).description == "1:14")
  }

  @Test func aShebangLineIsSkipped() throws {
    let program = try ScriptParser.parse(
      SourceFile(name: "x", text: "#!/usr/bin/env depplay\nprint(1)"))
    #expect(program.statements.first?.range.start.line == 2)
  }
}

@Suite struct ParserTests {
  func parse(_ text: String) throws -> [Statement] {
    try ScriptParser.parse(SourceFile(name: "x", text: text)).statements
  }

  @Test func keyDeclarations() throws {
    guard
      case .dependency(let key) = try parse("dependency api { live: 1, test: unimplemented }")[0]
    else {
      Issue.record("expected a key")
      return
    }
    #expect(key.name == "api")
    #expect(key.live != nil)
    guard case .unimplemented? = key.test else {
      Issue.record("expected unimplemented")
      return
    }
  }

  @Test func withDependenciesOnTwoLines() throws {
    let statements = try parse("withDependencies { $0.full = 7 }\n  operation: { print(full) }")
    guard case .expression(.withDependencies(nil, let update, let operation, _)) = statements[0]
    else {
      Issue.record("expected withDependencies")
      return
    }
    #expect(update.body.statements.count == 1)
    #expect(operation.body.statements.count == 1)
  }

  @Test func spawnForms() throws {
    let statements = try parse(
      """
      Task { }
      Task.detached { }
      DispatchQueue.global().async { }
      DispatchQueue.main.sync { }
      Thread { }.start()
      withEscapedDependencies { c in }
      """)
    let kinds = statements.map { statement -> String in
      guard case .expression(let expression) = statement else { return "?" }
      switch expression {
      case .task(let form, _, _): return form == .detached ? "detached" : "task"
      case .dispatch(let queue, let isSync, _, _):
        return "\(queue.rawValue).\(isSync ? "sync" : "async")"
      case .thread: return "thread"
      case .withEscapedDependencies: return "escape"
      default: return "?"
      }
    }
    #expect(kinds == ["task", "detached", "global.async", "main.sync", "thread", "escape"])
  }

  @Test func precedence() throws {
    let statement = try parse("a || b && c == 1")[0]
    guard
      case .expression(.binary(.logical(.or), _, .binary(.logical(.and), _, _, _), _)) = statement
    else {
      Issue.record("wrong precedence")
      return
    }
  }

  @Test func everyNodeHasARange() throws {
    let statement = try parse("let x = full + 1")[0]
    #expect(statement.range.start.column == 1)
    #expect(statement.range.end.column == 17)
  }
}
