import SwiftSyntax

extension Lowering {
  /// Refuses a declaration's generic parameters by name: `a generic enum ('enum Box<T>')`.
  /// `kind` is the declaration's keyword (`enum`, `struct`, `func`, `typealias`) and `noun` what
  /// the message calls it (`method` for a `func` in a type).
  package func refuseGenerics(
    _ generics: GenericParameterClauseSyntax?, of kind: String, called noun: String? = nil,
    named name: String
  ) throws(ParseError) {
    guard let generics else { return }
    throw notSupported(
      "a generic \(noun ?? kind) ('\(kind) \(name)\(generics.trimmedDescription)')", at: generics)
  }

  /// Refuses a declaration's first attribute by name: `the attribute '@MainActor' on an enum`,
  /// where `what` is `an enum`; those named in `allowed` (`Observable`) are let through.
  package func refuseAttributes(
    _ attributes: AttributeListSyntax, on what: String, allowing allowed: Set<String> = []
  ) throws(ParseError) {
    guard
      let attribute = attributes.first(where: { !allowed.contains(attributeName($0) ?? "") })
    else { return }
    throw notSupported("the attribute '\(attribute.trimmedDescription)' on \(what)", at: attribute)
  }

  /// Whether `attributes` hold `@MainActor`: the declaration is isolated to the main actor,
  /// which depplay runs (LANGUAGE.md, "The main actor").
  package func hasMainActor(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { attributeName($0) == "MainActor" }
  }
}
