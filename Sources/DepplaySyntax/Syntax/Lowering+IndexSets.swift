import SwiftSyntax

/// Foundation's `IndexSet` and the collection methods that take one (`remove(atOffsets:)`,
/// `move(fromOffsets:toOffset:)`, which SwiftUI's `onDelete` and `onMove` hand a feature):
/// depplay has no `IndexSet`, so each is refused by name, where it is written, with what to
/// write instead.
extension Lowering {
  /// Refuses `syntax` by name when it makes an `IndexSet` or calls a method that takes one.
  func refuseIndexSets(_ syntax: FunctionCallExprSyntax) throws(ParseError) {
    if let type = syntax.calledExpression.as(DeclReferenceExprSyntax.self),
      type.baseName.text == "IndexSet"
    {
      throw notSupported(
        "'IndexSet'", at: syntax,
        notes: ["keep the positions in an array of Int: let offsets = [2]"])
    }
    guard let member = syntax.calledExpression.as(MemberAccessExprSyntax.self) else { return }
    let labels = syntax.arguments.map { $0.label?.text ?? "_" }
    let method: String
    switch (member.declName.baseName.text, labels) {
    case ("remove", ["atOffsets"]): method = "remove(atOffsets:)"
    case ("move", ["fromOffsets", "toOffset"]): method = "move(fromOffsets:toOffset:)"
    default: return
    }
    throw notSupported(
      "'\(method)', which takes an IndexSet,", at: member.declName,
      notes: [
        "remove an element by its position, rows.remove(at: 0), or by its id, rows.remove(id: id)"
      ])
  }
}
