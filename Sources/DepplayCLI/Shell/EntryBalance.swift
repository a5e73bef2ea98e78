import DepplayLanguage

/// Decides whether the lines typed so far form a whole entry, or whether the shell should
/// show the continuation prompt and read more.
///
/// It counts brackets on the language's own tokens, so braces inside strings and comments
/// do not count; an unterminated `/*` comment also asks for more.
enum EntryBalance {
  /// Whether `text` is a whole entry (it may still be malformed: running it shows why).
  static func isComplete(_ text: String) -> Bool {
    let tokens: [Token]
    do {
      tokens = try Lexer.tokenize(SourceFile(name: "", text: text))
    } catch {
      return !error.diagnostic.message.hasPrefix("unterminated '/*'")
    }
    var depth = 0
    for token in tokens {
      guard case .symbol(let symbol) = token.kind else { continue }
      switch symbol {
      case "{", "(", "[": depth += 1
      case "}", ")", "]": depth -= 1
      default: continue
      }
    }
    return depth <= 0
  }
}
