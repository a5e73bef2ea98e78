/// What the resolver needs from a key, whether declared as a Swift type or at run time.
///
/// Both kinds go through one resolver (``DependencyValues/resolve(_:reader:)``): same
/// storage, cache, context, preparation and issue rules.
@usableFromInline
protocol ResolvableKey {
  associatedtype Value: Sendable
  /// The identity overrides and cached defaults are stored under.
  var id: ObjectIdentifier { get }
  /// The key's name in messages: `FullKey`, or a run-time key's name.
  var typeName: String { get }
  /// The type of the key's value in messages: `Int`, or what a run-time key was given.
  var valueTypeName: String { get }
  /// Whether the key has no live value (a `TestDependencyKey` only).
  var isTestOnly: Bool { get }
  /// The default for `context`, computed by the key's own cascade (which may report issues).
  func computeDefault(in context: DependencyContext) -> Value
}

/// A key declared as a Swift type.
@usableFromInline
struct TypedKey<Key: TestDependencyKey>: ResolvableKey, Sendable {
  @inlinable init() {}
  @inlinable var id: ObjectIdentifier { ObjectIdentifier(Key.self) }
  @usableFromInline var typeName: String { String(describing: Key.self) }
  @usableFromInline var valueTypeName: String { String(describing: Key.Value.self) }
  @usableFromInline var isTestOnly: Bool { !(Key.self is any DependencyKey.Type) }

  @usableFromInline func computeDefault(in context: DependencyContext) -> Key.Value {
    switch context {
    case .live:
      guard let live = Key.self as? any DependencyKey.Type,
        let value = liveValue(of: live) as? Key.Value
      else { return Key.testValue }
      return value
    case .preview:
      return Key.previewValue
    case .test:
      return Key.testValue
    }
  }
}

private func liveValue<Live: DependencyKey>(of _: Live.Type) -> any Sendable {
  Live.liveValue
}
