import DepplaySemantics
import DepplaySyntax
import Foundation

/// The implied members a value's method takes as its argument (`rounded(.up)`,
/// `trimmingCharacters(in: .whitespaces)`), read as the catalogue names them: the checker has
/// already refused any other (``RoundingRule``, ``CharacterSetName``).
extension Interpreter {
  /// The rounding rule `.up` names, as Swift's.
  func roundingRule(_ argument: DepplaySyntax.Expression) throws -> FloatingPointRoundingRule {
    switch try impliedMember(argument, as: RoundingRule.self) {
    case .toNearestOrAwayFromZero: .toNearestOrAwayFromZero
    case .toNearestOrEven: .toNearestOrEven
    case .up: .up
    case .down: .down
    case .towardZero: .towardZero
    case .awayFromZero: .awayFromZero
    }
  }

  /// Foundation's set of characters `.whitespaces` names.
  func characterSet(_ argument: DepplaySyntax.Expression) throws -> CharacterSet {
    switch try impliedMember(argument, as: CharacterSetName.self) {
    case .whitespaces: .whitespaces
    case .whitespacesAndNewlines: .whitespacesAndNewlines
    case .newlines: .newlines
    case .punctuationCharacters: .punctuationCharacters
    case .decimalDigits: .decimalDigits
    case .letters: .letters
    case .lowercaseLetters: .lowercaseLetters
    case .uppercaseLetters: .uppercaseLetters
    case .alphanumerics: .alphanumerics
    case .symbols: .symbols
    }
  }

  /// The case of the catalogue's `Member` the implied member `argument` names.
  private func impliedMember<Member: RawRepresentable<String> & CaseIterable>(
    _ argument: DepplaySyntax.Expression, as member: Member.Type
  ) throws -> Member {
    guard case .implicitMember(let word, nil, _) = argument, let named = Member(rawValue: word)
    else {
      throw RuntimeError(
        "expected one of " + Member.allCases.map { "." + $0.rawValue }.joined(separator: ", "),
        at: argument.range)
    }
    return named
  }
}
