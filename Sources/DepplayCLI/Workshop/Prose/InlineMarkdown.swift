/// A run of prose text in one style: what inline Markdown (`` `code` ``, `**bold**`,
/// `*emphasis*`, `_emphasis_`) becomes once its marks are read.
struct StyledText: Equatable {
  /// The styles a run of prose can carry.
  struct Style: OptionSet, Hashable {
    let rawValue: Int
    static let bold = Style(rawValue: 1)
    static let emphasis = Style(rawValue: 2)
    static let code = Style(rawValue: 4)
  }

  var text: String
  var style: Style
}

/// Reads the inline marks of one paragraph of lesson prose into styled runs. The marks
/// themselves never reach the runs, except a code span's backticks when `keepsBackticks`
/// (text without colour still reads as code). A `*` or `_` is a mark only where Markdown
/// would take it as one: it opens before a non-space character and not inside a word, it
/// closes after a non-space character and not before a word's letters, and an opening has a
/// closing later on; otherwise it is text (`snake_case`, `a * b`). Code spans are literal.
struct InlineMarkdown {
  let keepsBackticks: Bool

  /// The runs of `text`, adjacent runs of one style merged.
  func runs(_ text: String) -> [StyledText] {
    let characters = Array(text)
    var runs: [StyledText] = []
    var style: StyledText.Style = []
    var emphasisMark: Character?
    func append(_ piece: String, _ style: StyledText.Style) {
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].text += piece
      } else {
        runs.append(StyledText(text: piece, style: style))
      }
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "`" {
        if keepsBackticks { append("`", style.union(.code)) }
        style.formSymmetricDifference(.code)
        index += 1
        continue
      }
      if style.contains(.code) {
        append(String(character), style)
        index += 1
        continue
      }
      if character == "*", index + 1 < characters.count, characters[index + 1] == "*",
        style.contains(.bold) || Self.opens(characters, at: index, width: 2)
      {
        style.formSymmetricDifference(.bold)
        index += 2
        continue
      }
      if character == "*" || character == "_" {
        if emphasisMark == character, Self.closes(characters, at: index) {
          style.remove(.emphasis)
          emphasisMark = nil
          index += 1
          continue
        }
        if emphasisMark == nil, Self.opens(characters, at: index, width: 1),
          Self.hasClosing(character, in: characters, after: index)
        {
          style.insert(.emphasis)
          emphasisMark = character
          index += 1
          continue
        }
      }
      append(String(character), style)
      index += 1
    }
    return runs
  }

  /// Whether the mark of `width` characters at `index` can open: a non-space follows it and
  /// no letter or digit precedes it.
  private static func opens(_ characters: [Character], at index: Int, width: Int) -> Bool {
    let next = index + width
    guard next < characters.count, !characters[next].isWhitespace else { return false }
    return index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
  }

  /// Whether the mark at `index` can close: a non-space precedes it and no letter or digit
  /// follows it.
  private static func closes(_ characters: [Character], at index: Int) -> Bool {
    guard index > 0, !characters[index - 1].isWhitespace else { return false }
    let next = index + 1
    return next == characters.count
      || !(characters[next].isLetter || characters[next].isNumber || characters[next] == "*")
  }

  /// Whether `mark` closes somewhere after `index`, outside code spans.
  private static func hasClosing(_ mark: Character, in characters: [Character], after index: Int)
    -> Bool
  {
    var inCode = false
    for position in (index + 2)..<max(index + 2, characters.count) {
      if characters[position] == "`" { inCode.toggle() }
      if !inCode, characters[position] == mark, closes(characters, at: position) { return true }
    }
    return false
  }
}
