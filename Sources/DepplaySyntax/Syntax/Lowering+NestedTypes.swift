import SwiftSyntax

/// Structs and enums nested in a class, an actor, a plain struct, a feature or a feature's
/// `State` (`struct Entry` in `final class JournalModel`, `struct Row` in a `@Reducer struct`,
/// `enum Field` in its `State`): each is declared ahead of the type around it, as if at the
/// top level, under its own name, which code inside that type uses; code outside names it
/// `JournalModel.Entry` (`Form.State.Field`), which is lowered to the same name.
/// Two nested types of one name, or one named as a top-level type, are refused by name.
extension Lowering {
  /// Reads the nested types of the script's top-level types before its statements
  /// (``nestedTypeNames``), so code above a type may name its nested ones from outside.
  package mutating func collectNestedTypeNames(_ items: CodeBlockItemListSyntax)
    throws(ParseError)
  {
    var topLevel: Set<String> = []
    for item in items {
      guard case .decl(let declaration) = item.item,
        let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text
      else { continue }
      topLevel.insert(name)
    }
    var seen: [String: String] = [:]
    for item in items {
      guard case .decl(let declaration) = item.item else { continue }
      try collectNestedTypeNames(in: declaration, qualifiers: [], topLevel: topLevel, seen: &seen)
    }
  }

  /// Records the types nested in `declaration`, whose outer types' names are `qualifiers`,
  /// each under every qualified spelling code may use (`A.B.C` and `B.C` for `C` in `B` in
  /// `A`); `seen` gives each nested name the type it is nested in.
  private mutating func collectNestedTypeNames(
    in declaration: DeclSyntax, qualifiers: [String], topLevel: Set<String>,
    seen: inout [String: String]
  ) throws(ParseError) {
    guard let outer = declaration.asProtocol(NamedDeclSyntax.self)?.name.text else { return }
    let path = qualifiers + [outer]
    for nested in hoistedNestedTypes(of: declaration) {
      guard let named = nested.asProtocol(NamedDeclSyntax.self) else { continue }
      let name = named.name.text
      if topLevel.contains(name) || seen[name] != nil {
        throw notSupported(
          "a second type named '\(name)' (nested in '\(outer)')", at: named.name,
          notes: [
            "depplay declares a type nested in a class, a struct or a feature under its own"
              + " name, as if at the top level: give each its own name (struct \(outer)\(name))"
          ])
      }
      seen[name] = outer
      for start in path.indices {
        nestedTypeNames[(path[start...] + [name]).joined(separator: ".")] = name
      }
      try collectNestedTypeNames(in: nested, qualifiers: path, topLevel: topLevel, seen: &seen)
    }
    if let state = featureState(of: declaration) {
      // `Feature.State.Field`, `State.Field`: a type nested in a feature's `State`.
      try collectNestedTypeNames(
        in: DeclSyntax(state), qualifiers: path, topLevel: topLevel, seen: &seen)
    }
  }

  /// The declarations of the types nested in `declaration` (and in those, in turn), each
  /// before the type it is nested in: the statements that declare them ahead of it.
  package mutating func nestedTypeStatements(in declaration: DeclSyntax) throws(ParseError)
    -> [Statement]
  {
    var statements: [Statement] = []
    let inState = featureState(of: declaration).map { hoistedNestedTypes(of: DeclSyntax($0)) }
    for nested in hoistedNestedTypes(of: declaration) + (inState ?? []) {
      statements += try nestedTypeStatements(in: nested)
      statements.append(try self.declaration(nested))
    }
    return statements
  }

  /// The `struct State` of the feature `declaration` declares, whose nested types are declared
  /// ahead of the feature too (`enum Field` in a form's `State`); `nil` for any other
  /// declaration.
  private func featureState(of declaration: DeclSyntax) -> StructDeclSyntax? {
    guard let feature = declaration.as(StructDeclSyntax.self), isFeature(feature) else {
      return nil
    }
    return feature.memberBlock.members.lazy.compactMap { $0.decl.as(StructDeclSyntax.self) }
      .first { $0.name.text == "State" }
  }

  /// The struct and enum members of a class, an actor, a plain struct or a feature that are
  /// declared ahead of it (``isHoistedNestedType(_:inFeature:)``).
  private func hoistedNestedTypes(of declaration: DeclSyntax) -> [DeclSyntax] {
    let members: MemberBlockItemListSyntax
    var inFeature = false
    if let classSyntax = declaration.as(ClassDeclSyntax.self) {
      members = classSyntax.memberBlock.members
    } else if let actorSyntax = declaration.as(ActorDeclSyntax.self) {
      members = actorSyntax.memberBlock.members
    } else if let structSyntax = declaration.as(StructDeclSyntax.self) {
      members = structSyntax.memberBlock.members
      inFeature = isFeature(structSyntax)
    } else {
      return []
    }
    return members.map(\.decl).filter { isHoistedNestedType($0, inFeature: inFeature) }
  }

  /// Whether `member`, a member of a class, an actor, a plain struct or a feature
  /// (`inFeature`), is a nested type declared ahead of it: a struct that is not a feature
  /// (nor a feature's `State`), or, outside a feature (whose enums are its own), an enum that
  /// is not a `@Reducer enum`.
  package func isHoistedNestedType(_ member: DeclSyntax, inFeature: Bool) -> Bool {
    if let structSyntax = member.as(StructDeclSyntax.self) {
      return !isFeature(structSyntax) && !(inFeature && structSyntax.name.text == "State")
    }
    if let enumSyntax = member.as(EnumDeclSyntax.self) {
      return !inFeature && !Self.isReducerEnum(enumSyntax)
    }
    return false
  }

  /// The nested type `Outer.Inner` names, by its own name (``nestedTypeNames``); `nil` for
  /// any other member access.
  func nestedTypeName(_ syntax: MemberAccessExprSyntax) -> String? {
    guard !nestedTypeNames.isEmpty, let base = syntax.base else { return nil }
    return nestedTypeNames["\(base.trimmedDescription).\(syntax.declName.baseName.text)"]
  }

  /// `type` (as ``writtenType(_:)`` or ``spelledType(_:)`` write it) with each nested type
  /// named by its own name: `[JournalModel.Entry]` is `[Entry]`.
  func unqualifyingNestedTypes(_ type: String) -> String {
    guard !nestedTypeNames.isEmpty, type.contains(".") else { return type }
    var text = type
    // The longest spelling first, so `A.B.C` is not read as `A.B` followed by `.C`.
    for (qualified, name) in nestedTypeNames.sorted(by: { $0.key.count > $1.key.count }) {
      var searched = text.startIndex
      while let found = text.range(of: qualified, range: searched..<text.endIndex) {
        let before =
          found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
        let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
        let isWhole =
          !(before.map(Self.continuesName) ?? false) && before != "."
          && !(after.map(Self.continuesName) ?? false)
        if isWhole {
          let start = text.distance(from: text.startIndex, to: found.lowerBound)
          text.replaceSubrange(found, with: name)
          searched = text.index(text.startIndex, offsetBy: start + name.count)
        } else {
          searched = found.upperBound
        }
      }
    }
    return text
  }

  /// Whether `character` may be part of a Swift identifier next to a type's name.
  private static func continuesName(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
