import Foundation

/// A Predict answer compared by value, not byte for byte: surrounding space, a unit's
/// `[label]`, surrounding quotes and letter case are ignored; numbers match by value (`7`
/// and `7.0`); a UUID matches as `UUID(2)` or in full (`00000000-…-000000000002`).
enum Answer {
  /// Whether `guess` and `expected` say the same.
  static func matches(_ guess: String, _ expected: String) -> Bool {
    let guess = normalized(guess)
    let expected = normalized(expected)
    if guess == expected { return true }
    if let guess = uuid(guess), let expected = uuid(expected) { return guess == expected }
    if let guess = Double(guess), let expected = Double(expected) { return guess == expected }
    return false
  }

  private static func normalized(_ text: String) -> String {
    var text = text.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
      text = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
    }
    if text.count >= 2, text.first == "\"", text.last == "\"" {
      text = String(text.dropFirst().dropLast())
    }
    return text.lowercased()
  }

  /// The UUID's full lowercased text, for `uuid(N)` (the incrementing generator's N) or a
  /// full UUID; nil for anything else.
  private static func uuid(_ text: String) -> String? {
    if let match = text.wholeMatch(of: /uuid\((\d{1,12})\)/), let number = Int(match.output.1) {
      let hex = String(number, radix: 16)
      return "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex
    }
    return text.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
      != nil
      ? text : nil
  }
}
