import DepplaySemantics
import DepplaySyntax

/// `switch`, `if`, `for`, `while`, `repeat`, `break`, `continue` and `do`/`catch`, written as
/// in Swift.
extension ProgramWriter {
  /// `switch subject { case …: … }`; a switch Swift would not see as exhaustive gets
  /// `default: break`, which is what the interpreter does when no case matches.
  package mutating func switchStatement(_ statement: SwitchStatement) throws(ExportError) -> String
  {
    var lines = ["switch \(try condition(statement.subject)) {"]
    for clause in statement.clauses {
      if clause.patterns.isEmpty {
        lines.append("default:")
      } else {
        var patterns: [String] = []
        for pattern in clause.patterns { patterns.append(try self.pattern(pattern)) }
        lines.append("case " + patterns.joined(separator: ", ") + ":")
      }
      let bound = Set(clause.patterns.flatMap(\.boundNames))
      lines += try nestedBlock(clause.body, locals: bound)
    }
    if !isExhaustive(statement, action: reduceAction) { lines += ["default:", "  break"] }
    return (lines + ["}"]).joined(separator: "\n")
  }

  private mutating func pattern(_ pattern: Pattern) throws(ExportError) -> String {
    switch pattern {
    case .enumCase(let name, let payload, _):
      guard !payload.isEmpty else { return "." + name }
      var inner: [String] = []
      for element in payload { inner.append(try self.pattern(element)) }
      return ".\(name)(" + inner.joined(separator: ", ") + ")"
    case .binding(let name, let isVariable, _): return (isVariable ? "var " : "let ") + name
    case .wildcard: return "_"
    case .value(let expression): return try self.expression(expression, wantsValue: true)
    case .guarded(let inner, let condition):
      return try self.pattern(inner) + " where " + (try self.condition(condition))
    case .optionalSome(let inner, _):
      return try self.pattern(inner) + "?"
    case .tuple(let elements, _):
      var inner: [String] = []
      for element in elements { inner.append(try self.pattern(element)) }
      return "(" + inner.joined(separator: ", ") + ")"
    }
  }

  /// `for name in sequence `, `for (key, value) in dictionary `,
  /// `for case pattern in sequence where condition ` or `for await _ in clock.timer(…) `: a
  /// loop's head, before its body.
  mutating func forLoopHead(_ loop: ForLoop) throws(ExportError) -> String {
    let bound =
      switch loop.binding {
      case .names(let names) where names.count == 1: names[0]
      case .names(let names): "(" + names.joined(separator: ", ") + ")"
      case .pattern(let pattern): "case " + (try self.pattern(pattern))
      }
    let sequence = try condition(loop.sequence)
    let condition = try loop.condition.map { (condition) throws(ExportError) in
      " where " + (try self.condition(condition))
    }
    return labelPrefix(loop.label)
      + "for \(loop.isTried ? "try " : "")\(loop.isAwaited ? "await " : "")\(bound) in \(sequence)\(condition ?? "") "
  }

  /// `outer: ` before a labelled loop.
  private func labelPrefix(_ label: String?) -> String { label.map { $0 + ": " } ?? "" }

  /// `while conditions { … }` (the conditions its pass was lowered from) or `repeat { … }
  /// while condition`.
  package mutating func whileLoop(_ loop: WhileLoop) throws(ExportError) -> String {
    let label = labelPrefix(loop.label)
    guard !loop.isRepeat else {
      let condition = tryPrefix(loop.pass.condition) + (try self.condition(loop.pass.condition))
      let body = try nestedBlock(loop.pass.then, locals: [])
      return ([label + "repeat {"] + body + ["} while " + condition]).joined(separator: "\n")
    }
    let (heads, last, bound) = try conditionList(of: loop.pass)
    let body = try nestedBlock(last.then, locals: bound)
    let head = label + "while " + heads.joined(separator: ", ") + " {"
    return ([head] + body + ["}"]).joined(separator: "\n")
  }

  /// `break`, `continue`, `break outer`.
  package func jump(_ jump: LoopJump) -> String {
    (jump.kind == .breaking ? "break" : "continue") + (jump.label.map { " " + $0 } ?? "")
  }

  /// `if condition { … } else if … { … } else { … }`. The `if`s one `if` with several
  /// conditions was lowered to (the same place, each the only statement of the one before)
  /// are written back as that one: `if let a, let b { … }`.
  package mutating func ifStatement(_ statement: IfStatement) throws(ExportError) -> String {
    if statement.isGuard { return try guardStatement(statement) }
    let (heads, last, bound) = try conditionList(of: statement)
    var lines = ["if \(heads.joined(separator: ", ")) {"]
    lines += try nestedBlock(last.then, locals: bound)
    if let otherwise = statement.otherwise {
      if otherwise.statements.count == 1, case .ifStatement(let next) = otherwise.statements[0] {
        return (lines + ["} else " + (try ifStatement(next))]).joined(separator: "\n")
      }
      lines.append("} else {")
      lines += try nestedBlock(otherwise, locals: [])
    }
    return (lines + ["}"]).joined(separator: "\n")
  }

  /// `guard condition else { … }` or `guard let name = value else { … }`, then the
  /// statements after it, at the same level. The guards one `guard` with several conditions
  /// was lowered to are written back as that one: `guard let name, !name.isEmpty else { … }`.
  private mutating func guardStatement(_ statement: IfStatement) throws(ExportError) -> String {
    let (heads, last, bound) = try conditionList(of: statement)
    var lines = ["guard \(heads.joined(separator: ", ")) else {"]
    lines += try nestedBlock(
      statement.otherwise ?? Block(statements: [], range: statement.range), locals: [])
    lines.append("}")
    lines += try nestedBlock(last.then, locals: bound, indented: false)
    return lines.joined(separator: "\n")
  }

  /// The conditions of the `if` or `guard` that `statement` was lowered from, the innermost
  /// of its chain, and the names they bind.
  private mutating func conditionList(of statement: IfStatement) throws(ExportError)
    -> (heads: [String], last: IfStatement, bound: Set<String>)
  {
    var heads = [try conditionHead(statement)]
    var last = statement
    var bound = statement.boundNames
    // A later condition reads what an earlier one binds (`let huddle = …, let session =
    // huddle.sessions[id: id]`).
    let locals = scopes[scopes.count - 1].locals
    defer { scopes[scopes.count - 1].locals = locals }
    while last.then.statements.count == 1, case .ifStatement(let next) = last.then.statements[0],
      next.isGuard == statement.isGuard, next.range == statement.range
    {
      scopes[scopes.count - 1].locals.formUnion(bound)
      heads.append(try conditionHead(next))
      bound.formUnion(next.boundNames)
      last = next
    }
    return (heads, last, bound)
  }

  /// The condition of an `if` or a `guard`: `let name = value` for a binding, else the
  /// condition (with `try` when it throws).
  private mutating func conditionHead(_ statement: IfStatement) throws(ExportError) -> String {
    if let name = statement.binding { return try optionalBinding(statement, binding: name) }
    if let pattern = statement.pattern {
      return "case \(try self.pattern(pattern)) = "
        + tryPrefix(statement.condition) + (try condition(statement.condition))
    }
    return tryPrefix(statement.condition) + (try condition(statement.condition))
  }

  /// `do { … } catch … { … }`, each catch block with the name its clause binds. A `do` that
  /// does not catch every error lets the rest leave it, so it stands where a `throw` may.
  package mutating func doCatch(_ statement: DoCatchStatement) throws(ExportError) -> String {
    if !statement.catchesEverything, !scopes[scopes.count - 1].throwIsHandled,
      statement.body.statements.contains(where: { throwsError($0) })
    {
      throw ExportError(
        "this 'do'", because: "an error none of its clauses catches would leave it",
        at: statement.range,
        notes: ["end it with a catch { … } that catches every error, or put it in another do"])
    }
    var lines = ["do {"]
    lines += try nestedBlock(statement.body, locals: [], catches: true)
    for clause in statement.clauses {
      lines.append("} " + (try catchHead(clause)) + " {")
      lines += try nestedBlock(clause.body, locals: Set(clause.boundNames))
    }
    return (lines + ["}"]).joined(separator: "\n")
  }

  /// `defer { … }`, its block as written.
  package mutating func deferStatement(_ body: Block) throws(ExportError) -> String {
    (["defer {"] + (try nestedBlock(body, locals: [])) + ["}"]).joined(separator: "\n")
  }

  /// `try ` before a condition that throws (an endpoint that throws, called in it).
  package func tryPrefix(_ condition: Expression) -> String {
    throwsError(.expression(condition)) ? "try " : ""
  }

  /// `catch`, `catch let name`, `catch let name as Type`, `catch is Type` or `catch
  /// Type.someCase(let value)`, with the clause's `where` condition.
  private mutating func catchHead(_ clause: CatchClause) throws(ExportError) -> String {
    var head = try catchHead(clause.pattern)
    guard let condition = clause.condition else { return head }
    // `catch where …` binds `error` too; swift-format lays out only the spelled-out form.
    if case .any(let name) = clause.pattern { head = "catch let \(name)" }
    return head + " where " + (try expression(condition, wantsValue: true))
  }

  private mutating func catchHead(_ pattern: CatchClause.Pattern) throws(ExportError) -> String {
    switch pattern {
    case .enumCase(let type, let casePattern, _):
      return "catch " + type + (try self.pattern(casePattern))
    case .any("error"): return "catch"
    case .any(let name): return "catch let \(name)"
    case .type(let type, let name, _):
      if type == Checker.unimplementedError { usesComposable = true }
      return name.map { "catch let \($0) as \(type)" } ?? "catch is \(type)"
    }
  }

  /// A switch's subject, an `if`'s condition or a loop's sequence, in parentheses when it
  /// holds a closure (a store read, `script.onMainActor { … }`), which Swift would take for
  /// the statement's body.
  private mutating func condition(_ expression: Expression) throws(ExportError) -> String {
    let text = try self.expression(expression, wantsValue: true)
    return text.contains("{") ? "(\(text))" : text
  }

  /// The statements of a case, branch or `do` body, indented: a block of the enclosing one
  /// (not a closure), with `locals` bound; `catches` when a `do` catches what it throws.
  private mutating func nestedBlock(
    _ block: Block, locals: Set<String>, catches: Bool = false, indented: Bool = true
  ) throws(ExportError) -> [String] {
    let enclosing = scopes[scopes.count - 1]
    scopes.append(
      ExportScope(
        isAsync: enclosing.isAsync, isLoop: true,
        throwIsHandled: catches || enclosing.throwIsHandled, locals: locals))
    defer { scopes.removeLast() }
    let lines = try self.block(block.statements)
    return indented ? lines.map { $0.isEmpty ? "" : "  " + $0 } : lines
  }
}
