import DepplayLanguage
import Testing

@Suite struct LexerTests {
  @Test func tokensCarryLinesAndColumns() throws {
    let tokens = try Lexer.tokenize(SourceFile(name: "x", text: "print(full)\n  why x"))
    #expect(
      tokens.map(\.range.start.description) == [
        "1:1", "1:6", "1:7", "1:11", "1:12", "2:3", "2:7", "2:8",
      ])
  }

  @Test func stringsKeepInterpolations() throws {
    let tokens = try Lexer.tokenize(SourceFile(name: "x", text: #""a\(b)c""#))
    guard case .string(let segments) = tokens[0].kind else {
      Issue.record("expected a string")
      return
    }
    #expect(segments.count == 3)
  }

  @Test func aShebangLineIsSkipped() throws {
    let tokens = try Lexer.tokenize(SourceFile(name: "x", text: "#!/usr/bin/env depplay\nprint(1)"))
    #expect(tokens.first?.kind == .newline)
    #expect(tokens[1].range.start.line == 2)
  }
}

@Suite struct ParserTests {
  func parse(_ text: String) throws -> [Statement] {
    try Parser.parse(SourceFile(name: "x", text: text)).statements
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
    guard
      case .expression(.binary("||", _, .binary("&&", _, _, _), _)) = try parse("a || b && c == 1")[
        0]
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
