import DepplayLanguage

/// Decides whether the lines typed so far form a whole entry, or whether the shell should
/// show the continuation prompt and read more.
///
/// It counts brackets on the language's own tokens, so braces inside strings and comments
/// do not count; an unterminated `/*` comment also asks for more. Lines are fed one at a
/// time and each is lexed once (a string literal cannot span lines; only a `/* */` comment
/// carries over, and is followed by a scan of its nesting), so an entry of n lines costs
/// O(n), not the O(n²) of lexing the whole entry again at every line.
struct EntryBalance {
  private var depth = 0
  /// How many `/*` are open at the end of the lines so far.
  private var commentDepth = 0
  /// A line that does not lex (an unterminated string): the entry is whole, and running it
  /// shows the error.
  private var isMalformed = false
  /// The Unicode scalars lexed or scanned so far (the cost, for tests).
  private(set) var scalarsRead = 0

  /// No lines yet.
  init() {}

  /// Whether the lines so far are a whole entry (it may still be malformed).
  var isComplete: Bool { isMalformed || (depth <= 0 && commentDepth == 0) }

  /// Whether `text` is a whole entry.
  static func isComplete(_ text: String) -> Bool {
    var balance = EntryBalance()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      balance.add(line)
    }
    return balance.isComplete
  }

  /// Takes the next line.
  mutating func add(_ line: some StringProtocol) {
    guard !isMalformed else { return }
    var rest = Substring(line).unicodeScalars[...]
    if commentDepth > 0 {
      rest = skipComment(rest)
      guard commentDepth == 0 else { return }
    }
    scalarsRead += rest.count
    do {
      count(try Lexer.tokenize(SourceFile(name: "", text: String(String.UnicodeScalarView(rest)))))
    } catch  where error.diagnostic.message.hasPrefix("unterminated '/*'") {
      let start = rest.index(rest.startIndex, offsetBy: error.diagnostic.range.start.offset)
      if let before = try? Lexer.tokenize(
        SourceFile(name: "", text: String(String.UnicodeScalarView(rest[..<start]))))
      {
        count(before)
      }
      _ = skipComment(rest[start...])
    } catch {
      isMalformed = true
    }
  }

  private mutating func count(_ tokens: [Token]) {
    for token in tokens {
      guard case .symbol(let symbol) = token.kind else { continue }
      switch symbol {
      case "{", "(", "[": depth += 1
      case "}", ")", "]": depth -= 1
      default: continue
      }
    }
  }

  /// Scans `text` (inside a comment, or starting with `/*`) for the comment's end, nesting
  /// as the lexer does; returns what follows it.
  private mutating func skipComment(_ text: Substring.UnicodeScalarView)
    -> Substring
    .UnicodeScalarView
  {
    var index = text.startIndex
    while index < text.endIndex {
      scalarsRead += 1
      let next = text.index(after: index)
      let pair = next < text.endIndex ? (text[index], text[next]) : nil
      if let pair, pair == ("/", "*") {
        commentDepth += 1
        index = text.index(after: next)
      } else if let pair, pair == ("*", "/") {
        commentDepth -= 1
        index = text.index(after: next)
        if commentDepth == 0 { return text[index...] }
      } else {
        index = next
      }
    }
    return text[text.endIndex...]
  }
}
