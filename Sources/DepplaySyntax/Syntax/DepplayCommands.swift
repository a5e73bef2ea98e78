/// depplay's own commands, the lines of a script that are not Swift: `dependency NAME { live:
/// …, test: … }`, `context test`, `build release` and `why full.field`. A pre-pass finds them
/// where a statement starts (outside strings and comments) and rewrites each, byte for byte,
/// into Swift that SwiftParser reads as an expression at the same place: the command's
/// words become one identifier of underscores (`context test` → `____________`), and a
/// `dependency`'s braces become a call's parentheses (`________________( live: 1, test: 2 )`),
/// so its values are parsed as Swift arguments. Every other byte, line end and offset stays,
/// so SwiftParser's places are the script's. The lowering knows the placeholders by where
/// they start.
package struct DepplayCommands {
  /// A command found by the pre-pass.
  package enum Command {
    /// `dependency NAME { … }`: the values are the arguments of the call at this place.
    case dependency(name: String, nameRange: Range<Int>)
    /// `context WORD`
    case context(word: String, wordRange: Range<Int>)
    /// `build WORD`
    case build(word: String, wordRange: Range<Int>)
    /// `why name.field`
    case why(path: [String])
  }

  /// The commands, by the UTF-8 offset their placeholder starts at.
  package private(set) var commands: [Int: Command] = [:]
  /// The text SwiftParser reads: the script with its commands rewritten.
  package let swiftText: String

  /// Finds the commands of `text` and rewrites them. Throws for a `dependency NAME` without
  /// its `{ … }`.
  package init(_ source: SourceFile) throws(ParseError) {
    var scanner = CommandScanner(source: source)
    var commands: [Int: Command] = [:]
    while let start = try scanner.nextStatementStart() {
      if let command = try scanner.command(at: start) { commands[start] = command }
    }
    self.commands = commands
    swiftText = String(decoding: scanner.bytes, as: UTF8.self)
  }

  /// The command whose placeholder starts at `offset`, if one does.
  package func command(at offset: Int) -> Command? { commands[offset] }
}

/// The byte scanner behind ``DepplayCommands``: it follows Swift's strings (with their
/// interpolations), comments and brackets just far enough to know where a statement starts.
package struct CommandScanner {
  /// The text, rewritten in place as commands are found.
  package var bytes: [UInt8]
  private var position = 0
  /// The open brackets (`{`, `(`, `[`) around the position; a statement starts only directly
  /// in a `{` or at the top level.
  private var brackets: [UInt8] = []
  /// Whether the position is where a statement may start (after a line end, `;` or `{`).
  private var atStatementStart = true
  /// How many `[` are open at the position, in code and interpolations.
  private var openSquareBrackets = 0

  /// The most `[` open at once. SwiftParser's time grows exponentially with nested `[` (each
  /// may start a type, which it looks ahead to decide): 8 parse in well under a second, 20
  /// take minutes. No script needs more.
  package static let maximumSquareBracketNesting = 8

  /// The script, for the places of errors.
  private let source: SourceFile

  package init(source: SourceFile) {
    self.source = source
    bytes = Array(source.text.utf8)
  }

  /// Moves to the next word that starts a statement, and returns its offset. Throws past
  /// ``maximumSquareBracketNesting``.
  package mutating func nextStatementStart() throws(ParseError) -> Int? {
    while position < bytes.count {
      let byte = bytes[position]
      if atStatementStart, Self.isIdentifierHead(byte),
        brackets.last.map({ $0 == UInt8(ascii: "{") }) ?? true
      {
        atStatementStart = false
        let start = position
        skipWord()
        return start
      }
      try step()
    }
    return nil
  }

  /// The command starting at `start` (the word just read), rewritten in ``bytes``.
  package mutating func command(at start: Int) throws(ParseError) -> DepplayCommands.Command? {
    let keyword = text(start..<position)
    guard ["dependency", "context", "build", "why"].contains(keyword) else { return nil }
    let afterKeyword = position
    skipHorizontalSpace()
    guard position > afterKeyword, position < bytes.count, Self.isIdentifierHead(bytes[position])
    else {
      position = afterKeyword
      return nil
    }
    let wordStart = position
    skipWord()
    let word = text(wordStart..<position)
    guard !Self.swiftKeywords.contains(word) else {
      position = afterKeyword
      return nil
    }
    switch keyword {
    case "dependency":
      skipHorizontalSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else {
        throw ParseError(
          "expected '{' to list the key's values, as in { live: 1, test: 2 }",
          at: placeholderRange(position..<min(position + 1, bytes.count)),
          notes: ["a key is declared dependency \(word) { live: 1, test: 2 }"])
      }
      let open = position
      guard let close = try matchingBrace(from: open) else {
        throw ParseError(
          "this '{' is never closed", at: placeholderRange(open..<open + 1),
          notes: ["every '{' needs a matching '}' before the end of the script"])
      }
      blank(start..<open, with: UInt8(ascii: "_"))
      bytes[open] = UInt8(ascii: "(")
      bytes[close] = UInt8(ascii: ")")
      position = open
      return .dependency(name: word, nameRange: wordStart..<wordStart + word.utf8.count)
    case "why":
      var path = [word]
      while position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."),
        Self.isIdentifierHead(bytes[position + 1])
      {
        position += 1
        let fieldStart = position
        skipWord()
        path.append(text(fieldStart..<position))
      }
      blank(start..<position, with: UInt8(ascii: "_"))
      return .why(path: path)
    default:
      blank(start..<position, with: UInt8(ascii: "_"))
      let range = wordStart..<position
      return keyword == "context"
        ? .context(word: word, wordRange: range) : .build(word: word, wordRange: range)
    }
  }

  // MARK: Scanning

  /// Moves past one byte of code, or past a whole string or comment starting there.
  private mutating func step() throws(ParseError) {
    let byte = bytes[position]
    try countSquareBracket(byte)
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";"):
      position += 1
      atStatementStart = true
    case UInt8(ascii: " "), UInt8(ascii: "\t"):
      position += 1
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
      brackets.append(byte)
      position += 1
      atStatementStart = byte == UInt8(ascii: "{")
    case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
      if !brackets.isEmpty { brackets.removeLast() }
      position += 1
      atStatementStart = false
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      while position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
        bytes[position] != UInt8(ascii: "\r")
      { position += 1 }
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      skipBlockComment()
    case UInt8(ascii: "\""), UInt8(ascii: "#"):
      if try !skipString() {
        position += 1
        atStatementStart = false
      }
    default:
      if Self.isIdentifierHead(byte) { skipWord() } else { position += 1 }
      atStatementStart = false
    }
  }

  /// Keeps count of the open `[`, refusing more than ``maximumSquareBracketNesting``.
  private mutating func countSquareBracket(_ byte: UInt8) throws(ParseError) {
    if byte == UInt8(ascii: "]") { openSquareBrackets = max(0, openSquareBrackets - 1) }
    guard byte == UInt8(ascii: "[") else { return }
    openSquareBrackets += 1
    guard openSquareBrackets <= Self.maximumSquareBracketNesting else {
      throw ParseError(
        "nesting too deep (more than \(Self.maximumSquareBracketNesting) '[' open at once)",
        at: placeholderRange(position..<position + 1),
        notes: ["split it with 'let': let inner = [1, 2]"])
    }
  }

  private func peek(_ ahead: Int) -> UInt8? {
    position + ahead < bytes.count ? bytes[position + ahead] : nil
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
  }

  /// Skips a string literal (`"…"`, `"""…"""`, `#"…"#`) with its interpolations; `false`
  /// when no string starts here (a `#` of something else).
  private mutating func skipString() throws(ParseError) -> Bool {
    var hashes = 0
    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
    guard peek(hashes) == UInt8(ascii: "\"") else { return false }
    position += hashes
    let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    position += isMultiline ? 3 : 1
    let quotes = isMultiline ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return true }
      if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") })
      {
        position += 1 + hashes
        if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
          try skipInterpolation()
        } else {
          position += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\""),
        (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
        (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
      {
        position += quotes + hashes
        atStatementStart = false
        return true
      }
      position += 1
    }
    return true
  }

  /// Skips `( … )` of an interpolation: code, which may hold strings of its own.
  private mutating func skipInterpolation() throws(ParseError) {
    var depth = 0
    let outer = (brackets, atStatementStart)
    while position < bytes.count {
      let byte = bytes[position]
      try countSquareBracket(byte)
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          position += 1
          break
        }
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
        if try skipString() { continue }
      }
      position += 1
    }
    (brackets, atStatementStart) = outer
  }

  /// The `}` matching the `{` at `open`, scanning strings and comments as code does.
  private mutating func matchingBrace(from open: Int) throws(ParseError) -> Int? {
    let outer = (position, brackets, atStatementStart, openSquareBrackets)
    defer { (position, brackets, atStatementStart, openSquareBrackets) = outer }
    position = open
    brackets = []
    while position < bytes.count {
      let byte = bytes[position]
      try step()
      if byte == UInt8(ascii: "}"), brackets.isEmpty { return position - 1 }
    }
    return nil
  }

  private mutating func skipWord() {
    while position < bytes.count, Self.isIdentifierBody(bytes[position]) { position += 1 }
  }

  private mutating func skipHorizontalSpace() {
    while position < bytes.count,
      bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
    {
      position += 1
    }
  }

  private mutating func blank(_ range: Range<Int>, with byte: UInt8) {
    for index in range { bytes[index] = byte }
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// A place of the scan (UTF-8 offsets) as a range of the script, for an error.
  private func placeholderRange(_ range: Range<Int>) -> SourceRange {
    source.range(utf8: range)
  }

  private static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  private static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Words after a command's keyword that make it Swift instead (`{ dependency in … }`).
  private static let swiftKeywords: Set<String> = [
    "in", "as", "is", "where", "else", "let", "var", "async", "throws", "rethrows",
  ]
}
