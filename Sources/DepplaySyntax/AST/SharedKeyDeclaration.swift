/// `extension SharedKey where Self == InMemoryKey<[Huddle]>.Default { static var huddles: Self
/// { Self[.inMemory("huddles"), default: []] } }`: a key of its own name, which
/// `@Shared(.huddles) var huddles` uses as `@Shared(.inMemory("huddles")) var huddles:
/// [Huddle] = []` (the default starts the key only while it holds nothing).
package struct SharedKeyDeclaration: Sendable {
  /// The key's own name (`huddles` of `.huddles`).
  package var name: String
  /// The value's type, as written (`[Huddle]`).
  package var valueType: String
  /// The value's type's structure.
  package var valueShape: TypeShape
  /// The in-memory key's name, as written (`"huddles"`).
  package var key: Expression
  /// The value the key starts at while its storage holds none.
  package var defaultValue: Expression
  /// The whole extension.
  package var range: SourceRange
}
