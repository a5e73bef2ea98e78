import SwiftSyntax

/// `Huddle.ID()`, `Member.ID(0)`: `Identifiable` names a struct's `ID` after the type of its
/// `id`, so for a script's `struct Huddle: Identifiable { let id: UUID … }`, `Huddle.ID` is
/// `UUID` and calling it makes a `UUID` (TCA's tutorials make their models' identifiers so).
extension Lowering {
  /// The type that a call's callee `Name.ID` stands for, when `Name` is a struct of the script
  /// conforming to `Identifiable` whose `id` has a written type (`UUID` for `let id: UUID`);
  /// `nil` for any other callee.
  func identifiableIDType(_ callee: ExprSyntax) -> String? {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "ID", member.declName.argumentNames == nil,
      let base = member.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      let file = callee.root.as(SourceFileSyntax.self)
    else { return nil }
    let finder = IdentifiableStructFinder(named: base.baseName.text)
    finder.walk(file)
    return finder.idType
  }
}

/// Finds the struct of a name that conforms to `Identifiable`, at any depth, and the type
/// written for its `id`.
private final class IdentifiableStructFinder: SyntaxVisitor {
  let name: String
  private(set) var idType: String?

  init(named name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    guard idType == nil, node.name.text == name,
      node.inheritanceClause?.inheritedTypes.contains(where: {
        $0.type.trimmedDescription == "Identifiable"
      }) == true
    else { return idType == nil ? .visitChildren : .skipChildren }
    for member in node.memberBlock.members {
      for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "id",
          let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
          type.genericArgumentClause == nil
        else { continue }
        idType = type.name.text
      }
    }
    return .skipChildren
  }
}
