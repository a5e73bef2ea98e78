/// How a stored value came to be: written in a scope, prepared, or computed as a default.
@usableFromInline
enum ValueOrigin: Sendable {
  case override(DependencyOrigin?)
  case prepared(DependencyOrigin?)
  case computed(context: DependencyContext, fallback: DefaultFallback?, reportsOnEveryAccess: Bool)
}

/// A key's name as its reader wrote it (`full`), kept without allocating for Swift keys.
@usableFromInline
enum KeyName: Sendable, CustomStringConvertible {
  case swift(StaticString)
  case script(String)

  @usableFromInline
  var description: String {
    switch self {
    case .swift(let name): name.description
    case .script(let name): name
    }
  }
}

/// A value stored for a key, seen without its type: an override, a prepared value or a
/// cached default.
///
/// An override is also a link of its scope's chain: `parent` is the override written before
/// it (in this scope or an enclosing one), so a scope that writes one value allocates one
/// object. Every few links a node carries `index`, every key of the chain from it down,
/// so a read walks a few links and then probes one table however many keys are overridden.
/// Immutable once created (hence `@unchecked Sendable`: the subclass's value is `Sendable`).
@usableFromInline
class StoredValue: @unchecked Sendable {
  /// The key's identity (``ObjectIdentifier/tableKey``).
  @usableFromInline let key: UInt
  @usableFromInline let origin: ValueOrigin
  @usableFromInline let name: KeyName
  /// Whether every read reports an issue (a test-only key's default in the live context).
  @usableFromInline let reportsOnEveryAccess: Bool
  /// The override written before this one, if this is an override.
  @usableFromInline let parent: StoredValue?
  /// How many links a read may walk from here before it finds an `index`.
  @usableFromInline let linksToIndex: Int
  /// The innermost override of every key *below* this link, on every ``indexSpacing``th
  /// link.
  @usableFromInline let index: IdentityTable?

  /// The `context` override in force from this link down, so a read of a key that is not
  /// overridden finds its context without searching the chain.
  @usableFromInline let contextInForce: DependencyContext?

  /// Links between two indexed ones: a read walks at most this many.
  @usableFromInline static let indexSpacing = 8

  /// The end of every chain: "no overrides". (A sentinel rather than `nil`: an optional of
  /// this class is copied through generic value witnesses in client code, a plain reference
  /// with one retain.) Its key matches no key, so a search simply ends there.
  @usableFromInline static let end = StoredValue(
    key: 0, origin: .override(nil), name: .swift(""), parent: nil)

  /// Whether this is ``end``: a chain with no overrides.
  @inlinable final var isEnd: Bool { key == 0 }

  /// A value outside any chain (a cached or prepared one, or ``end``), or a link of one.
  /// `context` is the value stored when it is the `context` key's.
  @usableFromInline
  init(
    key: UInt, origin: ValueOrigin, name: KeyName, parent: StoredValue?,
    context: DependencyContext? = nil
  ) {
    self.key = key
    self.contextInForce = context ?? parent?.contextInForce
    self.origin = origin
    self.name = name
    self.parent = parent
    if case .computed(_, _, reportsOnEveryAccess: true) = origin {
      reportsOnEveryAccess = true
    } else {
      reportsOnEveryAccess = false
    }
    let links = parent.map { $0.linksToIndex + 1 } ?? 0
    if links < Self.indexSpacing {
      linksToIndex = links
      index = nil
    } else {
      linksToIndex = 0
      index = Self.index(below: parent)
    }
  }

  /// An override written over the chain `parent` (``end`` for the first one): the same as
  /// the initializer above, inlined where a scope writes, so that a one-override scope's
  /// link is built without a call. `parent` is consumed, so the chain's head moves into the
  /// link without a retain.
  @inlinable
  init(
    overriding key: UInt, origin: DependencyOrigin?, name: KeyName,
    parent: __owned StoredValue, context: DependencyContext?
  ) {
    self.key = key
    self.contextInForce = context ?? parent.contextInForce
    self.origin = .override(origin)
    self.name = name
    reportsOnEveryAccess = false
    let links = parent.linksToIndex + 1
    if links < Self.indexSpacing {
      linksToIndex = links
      index = nil
    } else {
      linksToIndex = 0
      index = Self.index(below: parent)
    }
    // NB: `nil` rather than ``end`` below the first link: the compiler releases a chain of
    // `parent`s iteratively, which costs a retain, a release and a uniqueness test per
    // deallocated link whose parent is not `nil`.
    self.parent = parent.isEnd ? nil : parent
  }

  /// The index of every key in the chain starting at `parent`: the nearest index below,
  /// with the links above it written over it.
  @usableFromInline
  static func index(below parent: StoredValue?) -> IdentityTable {
    var unindexed: [StoredValue] = []
    var link = parent
    while let node = link, node.index == nil, !node.isEnd {
      unindexed.append(node)
      link = node.parent
    }
    var index = link?.index ?? IdentityTable()
    if let indexed = link, !indexed.isEnd { index.insert(indexed, for: indexed.key) }
    for node in unindexed.reversed() { index.insert(node, for: node.key) }
    return index
  }

  /// The same value with another origin, outside any chain.
  func retagged(as origin: ValueOrigin) -> StoredValue {
    fatalError("StoredValue is abstract: only TypedValue is ever created")
  }

  /// The same override linked onto another chain.
  func relinked(onto parent: StoredValue?) -> StoredValue {
    fatalError("StoredValue is abstract: only TypedValue is ever created")
  }

  /// The innermost override of `key` in the chain starting here.
  @usableFromInline
  final func find(_ key: UInt) -> StoredValue? {
    // NB: the caller holds the head, which keeps every link alive, so the walk goes through
    // unretained references (a strong walk retained and released every link it passed).
    var link = Unmanaged.passUnretained(self)
    while true {
      let next = link._withUnsafeGuaranteedRef { node -> Unmanaged<StoredValue>? in
        guard node.key != key, node.index == nil, let parent = node.parent else { return nil }
        return Unmanaged.passUnretained(parent)
      }
      guard let next else { break }
      link = next
    }
    let node = link.takeUnretainedValue()
    if node.key == key { return node }
    return node.index?[key]
  }

  /// Every override in the chain starting here, innermost first, each key once.
  final var innermostOverrides: [StoredValue] {
    var seen = Set<UInt>()
    var overrides: [StoredValue] = []
    var link: StoredValue? = self
    while let node = link, !node.isEnd {
      if seen.insert(node.key).inserted { overrides.append(node) }
      link = node.parent
    }
    return overrides
  }
}

/// A stored value with its type. The key that stores it fixes `Value`, so reading it back is
/// an unchecked downcast, not a dynamic cast.
@usableFromInline
final class TypedValue<Value: Sendable>: StoredValue, @unchecked Sendable {
  @usableFromInline let value: Value

  @inlinable
  init(_ value: Value, key: UInt, origin: ValueOrigin, name: KeyName, parent: StoredValue?) {
    self.value = value
    super.init(
      key: key, origin: origin, name: name, parent: parent,
      context: key == ObjectIdentifier(DependencyContextKey.self).tableKey
        ? value as? DependencyContext : nil)
  }

  /// An override of `Value`'s key written over the chain `parent`.
  @inlinable
  init(
    _ value: Value, overriding key: UInt, origin: DependencyOrigin?, name: KeyName,
    parent: __owned StoredValue
  ) {
    self.value = value
    super.init(
      overriding: key, origin: origin, name: name, parent: parent,
      context: key == ObjectIdentifier(DependencyContextKey.self).tableKey
        ? value as? DependencyContext : nil)
  }

  override func retagged(as origin: ValueOrigin) -> StoredValue {
    TypedValue(value, key: key, origin: origin, name: name, parent: nil)
  }

  override func relinked(onto parent: StoredValue?) -> StoredValue {
    TypedValue(value, key: key, origin: origin, name: name, parent: parent)
  }
}

extension StoredValue {
  /// The stored value; `Value` must be the type it was stored with.
  @inlinable @inline(__always)
  final func unboxed<Value: Sendable>(as _: Value.Type) -> Value {
    unsafeDowncast(self, to: TypedValue<Value>.self).value
  }
}
