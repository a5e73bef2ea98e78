import SwiftSyntax

extension Lowering {
  /// How many implicit parameters (`$0`, `$1`, …) `closure`'s own code uses: one more than
  /// the highest it names, as Swift counts them; `$0` in a closure nested in it is that
  /// closure's own.
  package func implicitParameterCount(of closure: ClosureExprSyntax) -> Int {
    let finder = ImplicitParameterFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.count
  }
}

/// Finds the highest `$n` a closure's statements name outside closures nested in them.
private final class ImplicitParameterFinder: SyntaxVisitor {
  var count = 0

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier(let text) = node.baseName.tokenKind,
      let index = Int(text.dropFirst())
    {
      count = max(count, index + 1)
    }
    return .visitChildren
  }
}
