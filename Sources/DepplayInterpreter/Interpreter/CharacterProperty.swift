/// A property of a `Character` that the language reads, as Swift's (by the character's
/// Unicode properties): the catalogue a member's name is resolved to once, and then switched
/// over. A script's character is a one-character string (`"Swift".first!`, `$0` in a
/// string's `filter`).
package enum CharacterProperty: String {
  /// `$0.isLetter`
  case isLetter
  /// `$0.isNumber`: a digit, or any other numeric character (`½`).
  case isNumber
  /// `$0.isWholeNumber`: a character that stands for a whole number (`7`, `٣`).
  case isWholeNumber
  /// `$0.isWhitespace`: a space, a tab or a line break.
  case isWhitespace
  /// `$0.isNewline`
  case isNewline
  /// `$0.isPunctuation`
  case isPunctuation
  /// `$0.isUppercase`
  case isUppercase
  /// `$0.isLowercase`
  case isLowercase

  /// Whether `character` has it, as Swift's `Character` says.
  func holds(for character: Character) -> Bool {
    switch self {
    case .isLetter: character.isLetter
    case .isNumber: character.isNumber
    case .isWholeNumber: character.isWholeNumber
    case .isWhitespace: character.isWhitespace
    case .isNewline: character.isNewline
    case .isPunctuation: character.isPunctuation
    case .isUppercase: character.isUppercase
    case .isLowercase: character.isLowercase
    }
  }
}
