import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Turns a script into a ``Program``: depplay's commands are found and rewritten first
/// (``DepplayCommands``), SwiftParser reads the rest as Swift, exactly as swiftc would, and the
/// ``Lowering`` turns SwiftSyntax's tree into depplay's statements and expressions. A syntax
/// error is Swift's own, in Swift's words, at the script's line and column.
package enum ScriptParser {
  /// The words that start a statement of their own (for did-you-mean on misspellings).
  package static let statementKeywords = [
    "dependency", "context", "build", "let", "var", "async", "why", "class", "prepareDependencies",
    "for", "return", "withDependencies", "withEscapedDependencies", "withTaskGroup", "print",
    "expect", "Task", "DispatchQueue", "Thread", "struct", "switch", "if", "throw", "do",
  ]

  /// Parses a whole script. Throws a ``ParseError``: Swift's syntax error, or Swift that is
  /// well formed but not (yet) in depplay, named.
  package static func parse(_ source: SourceFile) throws(ParseError) -> Program {
    let commands = try DepplayCommands(source)
    var tree = Parser.parse(source: commands.swiftText)
    if tree.hasError, let error = syntaxError(in: tree, source: source) { throw error }
    if let active = try ConditionalCompilation.activeText(
      of: tree, text: commands.swiftText, source: source)
    {
      // Read again as the compiled clauses alone: every position is where the script has it.
      tree = Parser.parse(source: active)
    }
    var lowering = Lowering(source: source, commands: commands)
    lowering.collectProtocolNames(tree.statements)
    try lowering.collectNestedTypeNames(tree.statements)
    try lowering.collectKeyTypes(tree.statements)
    lowering.collectFeatureSyntaxes(tree.statements)
    lowering.collectTestCaseClasses(tree.statements)
    lowering.collectSuiteStructs(tree.statements)
    try lowering.collectSharedKeys(tree.statements)
    let statements =
      try lowering.statements(tree.statements, isTopLevel: true) + lowering.keysReadByType()
    if let error = lowering.unnamedKeyError() { throw error }
    return Program(
      statements: keysFirst(statements), triedCalls: lowering.triedCalls,
      variables: lowering.variables,
      typeAnnotations: lowering.typeAnnotations, genericArguments: lowering.genericArguments,
      imports: lowering.imports)
  }

  /// `statements` with the keys a script declares as Swift does (a key type and its
  /// `DependencyValues` property, declarations) moved before the rest, in their order: as in
  /// a Swift file, code above them reads the key. depplay's own `dependency` statement stays
  /// where it is.
  private static func keysFirst(_ statements: [Statement]) -> [Statement] {
    var keys: [Statement] = []
    var rest: [Statement] = []
    for statement in statements {
      if case .dependency(let key) = statement, key.swiftType != nil {
        keys.append(statement)
      } else {
        rest.append(statement)
      }
    }
    return keys + rest
  }

  /// Swift's first syntax error in `tree` (the earliest in the script), with its fix-its and
  /// notes as depplay's notes.
  private static func syntaxError(in tree: SourceFileSyntax, source: SourceFile) -> ParseError? {
    let unflagging = UnflaggedEqualSigns()
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(
      for: unflagging.rewrite(tree).cast(SourceFileSyntax.self))
    let errors = diagnostics.filter { $0.diagMessage.severity == .error }
    let first = (errors.isEmpty ? diagnostics : errors).min(by: { $0.position < $1.position })
    if let equalSign = unflagging.unflagged.first,
      first.map({ equalSign < $0.position.utf8Offset }) ?? true
    {
      return ParseError(UnflaggedEqualSigns.message, at: source.range(utf8: equalSign..<equalSign))
    }
    guard let first else { return nil }
    let start = first.position.utf8Offset
    var end = start
    if let highlight = first.highlights.first,
      highlight.positionAfterSkippingLeadingTrivia.utf8Offset == start
    {
      end = highlight.endPositionBeforeTrailingTrivia.utf8Offset
    }
    let notes =
      misspeltStatementWord(before: first.position, in: tree)
      + first.fixIts.map { "fix: \($0.message.message)" }
      + first.notes.map { note in
        "\(note.message) at \(source.location(utf8Offset: note.position.utf8Offset))"
      }
    return ParseError(first.message, at: source.range(utf8: start..<end), notes: notes)
  }

  /// A did-you-mean for a misspelt word that starts a statement (`contxt live`,
  /// `dependncy x { … }`, `retrun 1`): Swift reads it as a name followed by a second
  /// statement, and reports the second; the note names the word the line meant.
  private static func misspeltStatementWord(
    before position: AbsolutePosition, in tree: SourceFileSyntax
  ) -> [String] {
    var word: TokenSyntax?
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard token.endPositionBeforeTrailingTrivia <= position else { break }
      word = token
    }
    guard let word, case .identifier(let name) = word.tokenKind,
      !statementKeywords.contains(name)
    else { return [] }
    let startsLine =
      word.previousToken(viewMode: .sourceAccurate) == nil
      || word.leadingTrivia.contains { $0.isNewline }
    guard startsLine else { return [] }
    return DidYouMean.note(for: name, among: statementKeywords)
  }
}
