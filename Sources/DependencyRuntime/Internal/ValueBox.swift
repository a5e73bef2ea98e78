/// How a stored value came to be: written in a scope, prepared, or computed as a default.
enum ValueOrigin: Sendable {
  case override(DependencyOrigin?)
  case prepared(DependencyOrigin?)
  case computed(context: DependencyContext, fallback: DefaultFallback?, reportsOnEveryAccess: Bool)
}

/// A key's name as its reader wrote it (`full`), kept without allocating for Swift keys.
enum KeyName: Sendable, CustomStringConvertible {
  case swift(StaticString)
  case script(String)

  var description: String {
    switch self {
    case .swift(let name): name.description
    case .script(let name): name
    }
  }
}

/// A stored value seen without its type: what override and cache tables hold.
protocol AnyValueBox: AnyObject, Sendable {
  var origin: ValueOrigin { get }
  var name: KeyName { get }
  /// The same value with another origin.
  func retagged(as origin: ValueOrigin) -> any AnyValueBox
}

/// A value with its origin. The key that stores a box fixes its `Value` type, so reading
/// it back is an unchecked downcast, not a dynamic cast.
final class ValueBox<Value: Sendable>: AnyValueBox {
  let value: Value
  let origin: ValueOrigin
  let name: KeyName

  init(_ value: Value, origin: ValueOrigin, name: KeyName) {
    self.value = value
    self.origin = origin
    self.name = name
  }

  func retagged(as origin: ValueOrigin) -> any AnyValueBox {
    ValueBox(value, origin: origin, name: name)
  }
}

extension AnyValueBox {
  /// The boxed value; `Value` must be the type the box was created with.
  @inline(__always)
  func unboxed<Value: Sendable>(as _: Value.Type) -> Value {
    unsafeDowncast(self as AnyObject, to: ValueBox<Value>.self).value
  }
}
