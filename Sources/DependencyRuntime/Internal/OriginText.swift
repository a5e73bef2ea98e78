/// A piece of an origin's text (a writer's name, a file) held as plain data: a string
/// literal, or the number of a string interned once per process. Copying one is copying
/// bytes, so an origin can be copied into every override a scope writes for nothing.
@usableFromInline
struct OriginText: Sendable {
  @usableFromInline
  enum Storage: Sendable {
    case literal(StaticString)
    case interned(Int)
  }

  @usableFromInline let storage: Storage

  @inlinable
  init(_ literal: StaticString) { storage = .literal(literal) }

  /// Interns `text` (a lock and a lookup; depplay's interpreter and test traits pay it once
  /// per scope, Swift source never).
  init(_ text: String) { storage = .interned(Self.strings.withValue { $0.number(of: text) }) }

  var description: String {
    switch storage {
    case .literal(let literal): literal.description
    case .interned(let number): Self.strings.withValue { $0.texts[number] }
    }
  }

  /// Every interned string, numbered in order of first use; never shrinks.
  private struct Strings {
    var texts: [String] = []
    var numbers: [String: Int] = [:]

    mutating func number(of text: String) -> Int {
      if let number = numbers[text] { return number }
      texts.append(text)
      numbers[text] = texts.count - 1
      return texts.count - 1
    }
  }

  /// NB: a `LockIsolated`, not a `Mutex`: the thread sanitizer does not see a contended
  /// `Mutex`'s hand-off on Linux and reports false races.
  private static let strings = LockIsolated(Strings())
}
