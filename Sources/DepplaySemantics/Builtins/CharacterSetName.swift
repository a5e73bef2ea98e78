/// A set of characters a script names for Foundation to trim
/// (`text.trimmingCharacters(in: .whitespaces)`): one of `CharacterSet`'s static sets, named
/// as a script writes it after the `.`.
package enum CharacterSetName: String, Sendable, CaseIterable {
  /// Spaces and tabs (Unicode's horizontal white space), not line breaks.
  case whitespaces
  /// Spaces, tabs and line breaks.
  case whitespacesAndNewlines
  /// Line breaks alone.
  case newlines
  /// Unicode's punctuation (`!`, `,`, `-`), not its symbols (`$`, `+`).
  case punctuationCharacters
  /// Unicode's decimal digits, of every script.
  case decimalDigits
  /// Unicode's letters and marks.
  case letters
  /// Lowercase letters.
  case lowercaseLetters
  /// Uppercase letters.
  case uppercaseLetters
  /// Letters, marks and numbers.
  case alphanumerics
  /// Unicode's symbols (`$`, `+`, `©`).
  case symbols
}
