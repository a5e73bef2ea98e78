import SwiftSyntax

extension Lowering {
  /// Whether `syntax` is written `lazy`.
  static func isLazy(_ syntax: VariableDeclSyntax) -> Bool {
    syntax.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
  }

  /// `lazy var header: String = { … }()` in a class: a stored property whose initial value is
  /// computed when it is first read (``StructDeclaration/Property/isLazy``); swiftc's errors
  /// for a `lazy let` and for one without an initial value.
  mutating func lazyProperty(_ syntax: VariableDeclSyntax, of owner: String)
    throws(ParseError) -> StructDeclaration.Property
  {
    guard syntax.bindingSpecifier.tokenKind == .keyword(.var) else {
      throw ParseError(
        "'lazy' cannot be used on a let", at: range(syntax), notes: ["declare it with var"])
    }
    guard syntax.bindings.allSatisfy({ $0.initializer != nil && $0.accessorBlock == nil }) else {
      throw ParseError(
        "lazy properties must have an initializer", at: range(syntax),
        notes: ["give it the value it computes when first read: lazy var name = …"])
    }
    var property = try storedProperty(syntax, of: owner, allowsLazy: true)
    property.isLazy = true
    return property
  }
}
