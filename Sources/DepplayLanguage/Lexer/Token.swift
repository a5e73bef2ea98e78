/// One lexical token of a script.
package struct Token: Sendable, Hashable {
  /// What kind of token this is, with its payload.
  package enum Kind: Sendable, Hashable {
    /// A name: `full`, `withDependencies`, `Task`, `$0`.
    case identifier(String)
    /// An integer literal.
    case integer(Int)
    /// A string literal, split into text and interpolated token runs.
    case string([StringSegment])
    /// Punctuation or an operator: `{`, `==`, `->`, `\`, `@`.
    case symbol(String)
    /// A line break (statements end at one).
    case newline
    /// The end of the file.
    case end
  }

  /// The kind and payload.
  package var kind: Kind
  /// Where it is.
  package var range: SourceRange

  /// Creates a token.
  package init(kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The identifier's text, if this is one.
  package var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// Whether this is the symbol `text`.
  package func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }

  /// How the token reads in a message.
  package var spelling: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .integer(let value): "'\(value)'"
    case .string: "a string"
    case .symbol(let text): "'\(text)'"
    case .newline: "end of line"
    case .end: "end of input"
    }
  }
}

/// A piece of a string literal: literal text, or the tokens of a `\( … )` interpolation.
package enum StringSegment: Sendable, Hashable {
  /// Literal text (escapes already decoded).
  case text(String)
  /// The tokens inside `\( … )`, ending with an `.end` token.
  case interpolation(tokens: [Token], range: SourceRange)
}
