/// A key as a Swift script declares it, where depplay's `dependency` shorthand says nothing:
/// the key type's name (`enum ServerURLKey: DependencyKey`, or the client itself in `extension
/// FactClient: DependencyKey`), the type of its `DependencyValues` property, and which values
/// are computed getters. Every rule treats the key as the shorthand's; issue messages name
/// this type, and the export writes it back.
package struct SwiftKeyType: Sendable {
  /// The names of a key type's values.
  package enum ValueName: String, CaseIterable, Sendable {
    case liveValue, previewValue, testValue
  }

  /// The key type's name.
  package var name: String
  /// The type of the `extension DependencyValues` property (`String`, `FactClient`).
  package var valueType: String?
  /// The structure of ``valueType`` (``TypeShape``): whether it is an Optional, an
  /// existential (`any AnalyticsClient`).
  package var valueShape: TypeShape?
  /// The values declared as `static var liveValue: Type { … }`: computed on each access, so
  /// once per cache lifetime (the library caches what they give), as any default that reads.
  package var getters: Set<ValueName>
  /// Whether the key type is a type declared for itself (`struct FactClient`), made a key by
  /// `extension FactClient: DependencyKey`, rather than a key type of its own.
  package var extendsDeclaredType: Bool
  /// Whether no `DependencyValues` property names the key, so that the script reads it by its
  /// type, `@Dependency(Settings.self)` and `$0[Settings.self]`, and its name is
  /// ``keyName(readingType:)``'s.
  package var isReadByType: Bool

  /// The name of a key no property names, read by its type `type`: as Swift writes the read,
  /// `Settings.self` (no Swift property can be named so, so it clashes with none).
  package static func keyName(readingType type: String) -> String { type + ".self" }

  /// The key type a key named by ``keyName(readingType:)`` reads, `Settings` of
  /// `Settings.self`; `nil` for a key a property names.
  package static func typeRead(byKeyNamed name: String) -> String? {
    name.hasSuffix(".self") ? String(name.dropLast(".self".count)) : nil
  }
}
