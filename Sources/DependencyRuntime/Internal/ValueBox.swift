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

/// A stored value seen without its type: what override and cache tables hold.
@usableFromInline
protocol AnyValueBox: AnyObject, Sendable {
  var origin: ValueOrigin { get }
  var name: KeyName { get }
  /// Whether every read reports an issue (a test-only key's default in the live context).
  var reportsOnEveryAccess: Bool { get }
  /// The same value with another origin.
  func retagged(as origin: ValueOrigin) -> any AnyValueBox
}

/// A value with its origin. The key that stores a box fixes its `Value` type, so reading
/// it back is an unchecked downcast, not a dynamic cast.
@usableFromInline
final class ValueBox<Value: Sendable>: AnyValueBox {
  @usableFromInline let value: Value
  @usableFromInline let origin: ValueOrigin
  @usableFromInline let name: KeyName

  @usableFromInline
  init(_ value: Value, origin: ValueOrigin, name: KeyName) {
    self.value = value
    self.origin = origin
    self.name = name
  }

  @usableFromInline
  var reportsOnEveryAccess: Bool {
    if case .computed(_, _, reportsOnEveryAccess: true) = origin { return true }
    return false
  }

  @usableFromInline
  func retagged(as origin: ValueOrigin) -> any AnyValueBox {
    ValueBox(value, origin: origin, name: name)
  }
}

extension AnyValueBox {
  /// The boxed value; `Value` must be the type the box was created with.
  @inlinable @inline(__always)
  func unboxed<Value: Sendable>(as _: Value.Type) -> Value {
    unsafeDowncast(self as AnyObject, to: ValueBox<Value>.self).value
  }
}
