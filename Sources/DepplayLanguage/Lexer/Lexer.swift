/// Splits a script into tokens.
///
/// Newlines are tokens (a statement ends at one); `//` and nested `/* */` comments and other
/// whitespace are skipped. String literals are lexed with their `\( … )` interpolations as
/// token runs of their own.
///
/// The lexer reads Unicode scalars, as Swift's does, not grapheme clusters: a `\r\n` line end
/// is a carriage return (whitespace) then a newline, so CRLF files read as LF files, and a
/// combining mark after a quote or a symbol is a character of its own.
public struct Lexer {
  private let scalars: [Unicode.Scalar]
  private var index: Int
  private var line: Int
  private var column: Int
  private let interpolationDepth: Int

  /// The deepest nesting of string interpolations accepted.
  static let maximumInterpolationDepth = 8
  private static let threeCharacterSymbols: Set<String> = ["..<", "..."]
  private static let twoCharacterSymbols: Set<String> = [
    "==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-=",
  ]
  private static let oneCharacterSymbols: Set<Unicode.Scalar> = [
    "{", "}", "(", ")", "[", "]", ",", ":", ";", ".", "=", "<", ">", "+", "-", "*", "/", "%",
    "!", "@", "\\", "?", "&",
  ]

  /// Tokens of the whole of `source`, ending with `.end`.
  public static func tokenize(_ source: SourceFile) throws(LexError) -> [Token] {
    var lexer = Lexer(
      scalars: source.scalars, start: SourceLocation(line: 1, column: 1, offset: 0), depth: 0)
    return try lexer.tokens(until: nil)
  }

  private init(scalars: [Unicode.Scalar], start: SourceLocation, depth: Int) {
    self.scalars = scalars
    self.index = start.offset
    self.line = start.line
    self.column = start.column
    self.interpolationDepth = depth
  }

  private var location: SourceLocation { SourceLocation(line: line, column: column, offset: index) }
  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
  private func peek(_ ahead: Int = 1) -> Unicode.Scalar? {
    index + ahead < scalars.count ? scalars[index + ahead] : nil
  }

  private mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// Tokens up to the end, or (inside an interpolation) up to the `)` closing it.
  private mutating func tokens(until closer: Unicode.Scalar?) throws(LexError) -> [Token] {
    var tokens: [Token] = []
    var parens = 0
    while true {
      try skipSpacesAndComments()
      let start = location
      guard let character = current else {
        if closer != nil {
          throw LexError(
            "unterminated string interpolation", at: SourceRange(start: start, end: start),
            notes: ["close the interpolation with ')' and the string with '\"'"])
        }
        tokens.append(Token(kind: .end, range: SourceRange(start: start, end: start)))
        return tokens
      }
      if character == closer, parens == 0 {
        tokens.append(Token(kind: .end, range: SourceRange(start: start, end: start)))
        return tokens
      }
      if character == "\n" {
        if closer != nil {
          throw LexError("unterminated string literal", at: SourceRange(start: start, end: start))
        }
        advance()
        tokens.append(Token(kind: .newline, range: SourceRange(start: start, end: location)))
        continue
      }
      if character == "(" { parens += 1 }
      if character == ")" { parens -= 1 }
      tokens.append(try token(startingWith: character))
    }
  }

  private mutating func skipSpacesAndComments() throws(LexError) {
    while let character = current {
      if character == " " || character == "\t" || character == "\r" {
        advance()
      } else if character == "/", peek() == "/" {
        while let next = current, next != "\n" { advance() }
      } else if character == "/", peek() == "*" {
        try skipBlockComment()
      } else {
        return
      }
    }
  }

  private mutating func skipBlockComment() throws(LexError) {
    let start = location
    var depth = 0
    repeat {
      if current == "/", peek() == "*" {
        depth += 1
        advance()
        advance()
      } else if current == "*", peek() == "/" {
        depth -= 1
        advance()
        advance()
      } else if current == nil {
        throw LexError(
          "unterminated '/*' comment", at: SourceRange(start: start, end: location),
          notes: ["close it with '*/'"])
      } else {
        advance()
      }
    } while depth > 0
  }

  private mutating func token(startingWith character: Unicode.Scalar) throws(LexError) -> Token {
    let start = location
    if Self.startsIdentifier(character) {
      var name = ""
      while let next = current, Self.startsIdentifier(next) || Self.continuesIdentifier(next) {
        name.unicodeScalars.append(next)
        advance()
      }
      return Token(kind: .identifier(name), range: SourceRange(start: start, end: location))
    }
    if Self.isDigit(character) {
      var digits = ""
      while let next = current, Self.isDigit(next) || next == "_" {
        if next != "_" { digits.unicodeScalars.append(next) }
        advance()
      }
      let range = SourceRange(start: start, end: location)
      guard let value = Int(digits) else {
        throw LexError(
          "integer literal '\(digits)' overflows Int", at: range,
          notes: ["the largest integer is \(Int.max)"])
      }
      return Token(kind: .integer(value), range: range)
    }
    if character == "\"" { return try stringLiteral() }
    for symbol in Self.threeCharacterSymbols where matches(symbol) {
      return symbolToken(symbol, start: start)
    }
    for symbol in Self.twoCharacterSymbols where matches(symbol) {
      return symbolToken(symbol, start: start)
    }
    if Self.oneCharacterSymbols.contains(character) {
      return symbolToken(String(character), start: start)
    }
    advance()
    throw LexError(
      "unexpected character '\(character)'", at: SourceRange(start: start, end: location))
  }

  private static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
  }

  /// Digits and combining marks, which may follow an identifier's first character.
  private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation:
      true
    default: false
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private func matches(_ symbol: String) -> Bool {
    for (offset, character) in symbol.unicodeScalars.enumerated() where peek(offset) != character {
      return false
    }
    return true
  }

  private mutating func symbolToken(_ symbol: String, start: SourceLocation) -> Token {
    for _ in symbol.unicodeScalars { advance() }
    return Token(kind: .symbol(symbol), range: SourceRange(start: start, end: location))
  }

  private mutating func stringLiteral() throws(LexError) -> Token {
    let start = location
    advance()
    var segments: [StringSegment] = []
    var text = ""
    while true {
      guard let character = current, character != "\n" else {
        throw LexError(
          "unterminated string literal", at: SourceRange(start: start, end: location),
          notes: ["close the string with '\"' on the same line"])
      }
      advance()
      if character == "\"" { break }
      guard character == "\\" else {
        text.unicodeScalars.append(character)
        continue
      }
      let escapeStart = location
      guard let escaped = current else { continue }
      advance()
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "\"": text.append("\"")
      case "\\": text.append("\\")
      case "(":
        guard interpolationDepth < Self.maximumInterpolationDepth else {
          throw LexError(
            "string interpolations nested too deeply",
            at: SourceRange(start: escapeStart, end: location),
            notes: ["at most \(Self.maximumInterpolationDepth) levels are allowed"])
        }
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        var inner = Lexer(scalars: scalars, start: location, depth: interpolationDepth + 1)
        let interpolationStart = location
        let tokens = try inner.tokens(until: ")")
        index = inner.index
        line = inner.line
        column = inner.column
        segments.append(
          .interpolation(
            tokens: tokens, range: SourceRange(start: interpolationStart, end: location)))
        advance()  // the closing ')'
      default:
        throw LexError(
          "invalid escape sequence '\\\(escaped)' in string literal",
          at: SourceRange(
            start: SourceLocation(
              line: escapeStart.line, column: escapeStart.column - 1, offset: escapeStart.offset - 1
            ), end: location),
          notes: ["use \\n, \\t, \\\", \\\\ or \\( … )"])
      }
    }
    if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
    return Token(kind: .string(segments), range: SourceRange(start: start, end: location))
  }
}
