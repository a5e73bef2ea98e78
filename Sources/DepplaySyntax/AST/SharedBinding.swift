/// `@Shared(.inMemory("count")) var count = 0` in a function or a closure: a value kept by
/// the key's in-memory storage, read through `count` and changed through
/// `$count.withLock { … }` (swift-sharing's `@Shared`, as TCA re-exports it); or
/// `@Shared(.huddles) var huddles`, a key the script declares (``SharedKeyDeclaration``).
package struct SharedBinding: Sendable {
  /// The variable's name (`count`); `$count` names the shared reference.
  package var name: String
  /// The key's name, as written (`"count"`).
  package var key: Expression
  /// The value the key starts at when its storage holds none yet.
  package var initialValue: Expression
  /// The value's type, where it is written or the key declares it (`@Shared(.huddles)`).
  package var type: String?
  /// The value's type's structure, where ``type`` is known.
  package var typeShape: TypeShape?
  /// The whole declaration.
  package var range: SourceRange

  /// The name of the shared reference the declaration projects (`$count`).
  package var projectedName: String { "$" + name }
}
