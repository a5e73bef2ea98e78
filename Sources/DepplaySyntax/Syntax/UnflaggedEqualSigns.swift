@_spi(RawSyntax) import SwiftSyntax

/// Works around a crash in the toolchain's SwiftParserDiagnostics (6.3): when the lexer flags an
/// `=` for inconsistent whitespace but both of its sides do have a space or a tab (an invalid
/// character sits between a space and the `=`, as in `let y \u{1}= 1`), the diagnostics
/// generator builds a Fix-It with no change, and `FixIt.init`'s precondition stops the process.
///
/// Each such `=` is replaced by a fresh `=` token with the same trivia, so the text and every
/// position stay the same but the lexer's flag is gone; its places are kept in ``unflagged``, and
/// the caller reports Swift's own words for them ("'=' must have consistent whitespace on both
/// sides"). The invalid character beside it keeps its own error, which comes first.
package final class UnflaggedEqualSigns: SyntaxRewriter {
  /// Swift's message for the flag this rewriter takes off.
  package static let message = "'=' must have consistent whitespace on both sides"

  /// The UTF-8 offsets of the `=` signs whose flag was taken off, in the script's order.
  package private(set) var unflagged: [Int] = []

  package init() { super.init(viewMode: .all) }

  package override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard
      token.tokenView.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides,
      token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false,
      token.trailingTrivia.contains(where: \.isSpaceOrTab)
    else { return token }
    unflagged.append(token.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .equalToken(leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia)
  }
}

extension TriviaPiece {
  /// Spaces or tabs, as SwiftParserDiagnostics tests an `=`'s sides.
  fileprivate var isSpaceOrTab: Bool {
    switch self {
    case .spaces, .tabs: true
    default: false
    }
  }
}
