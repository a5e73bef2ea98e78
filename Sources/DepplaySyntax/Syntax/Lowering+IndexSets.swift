import SwiftSyntax

/// Foundation's `IndexSet` made by its initializers, and `move(fromOffsets:toOffset:)`, which
/// SwiftUI's `onMove` hands a feature: depplay has no `IndexSet` type, so each is refused by
/// name, where it is written, with what to write instead. (`remove(atOffsets:)` runs: its
/// positions are written as an array literal, which Swift reads as an `IndexSet` too.)
extension Lowering {
  /// Refuses `syntax` by name when it makes an `IndexSet` or moves elements by one.
  func refuseIndexSets(_ syntax: FunctionCallExprSyntax) throws(ParseError) {
    if let type = syntax.calledExpression.as(DeclReferenceExprSyntax.self),
      type.baseName.text == "IndexSet"
    {
      throw notSupported(
        "'IndexSet'", at: syntax,
        notes: ["keep the positions in an array of Int: let offsets = [2]"])
    }
    guard let member = syntax.calledExpression.as(MemberAccessExprSyntax.self) else { return }
    let labels = syntax.arguments.map { $0.label?.text }
    guard member.declName.baseName.text == "move", labels == ["fromOffsets", "toOffset"] else {
      return
    }
    throw notSupported(
      "'move(fromOffsets:toOffset:)', which takes an IndexSet,", at: member.declName,
      notes: ["remove the element and insert it again: rows.insert(rows.remove(at: 0), at: 2)"])
  }
}
