import DependencyRuntime
import Foundation

/// Where a reducer sits among stores and presented children: the cancellation namespace of
/// the effects it starts.
///
/// Every root store appends an ID of its own, and `ifLet`, `forEach` and presentation append
/// one per child, each as an ordinary dependency override (`.dependency(\.navigationIDPath, …)`).
/// An effect marked cancellable is registered under every prefix of the path in force; a
/// cancellation hits the exact path in force. So a `cancel(id:)` reaches the effects of its
/// own level and of its descendants, never a parent's, a sibling's or another store's.
struct NavigationIDPath: Hashable, Sendable {
  var path: [NavigationID] = []

  /// This path and every path it extends, longest first.
  var prefixes: [NavigationIDPath] {
    (0...path.count).map { NavigationIDPath(path: Array(path.prefix(path.count - $0))) }
  }

  func appending(_ id: NavigationID) -> Self {
    Self(path: path + [id])
  }
}

/// One step of a ``NavigationIDPath``.
struct NavigationID: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A root store (or test store): unique per instance.
    case store(UUID)
    /// A child reached through a key path, with its identity.
    case child(keyPath: SendableKeyPath, identity: SendableHashable?)
    /// A child in one case of an enum state (`ifCaseLet`), with its identity.
    case enumCase(root: ObjectIdentifier, value: ObjectIdentifier, identity: SendableHashable?)
  }

  let kind: Kind

  /// A fresh ID for a new root store.
  static func newStore() -> Self { Self(kind: .store(UUID())) }

  /// The child at `keyPath`, told apart from others there by `identity`.
  static func child(_ keyPath: AnyKeyPath, identity: SendableHashable?) -> Self {
    Self(kind: .child(keyPath: SendableKeyPath(base: keyPath), identity: identity))
  }

  /// The child in the case of `Root` holding a `Value`, told apart by `identity`.
  static func enumCase<Root, Value>(
    _: Root.Type, _: Value.Type, identity: SendableHashable?
  ) -> Self {
    Self(
      kind: .enumCase(
        root: ObjectIdentifier(Root.self), value: ObjectIdentifier(Value.self),
        identity: identity))
  }
}

/// A key path as a navigation step.
// NB: `@unchecked` because key paths are immutable values, safe to share; `AnyKeyPath` is
// not marked `Sendable`.
struct SendableKeyPath: Hashable, @unchecked Sendable {
  let base: AnyKeyPath
}

/// A hashable value that crosses tasks: a cancellation ID or a child's identity.
// NB: `@unchecked` because it is only created from `Sendable` values (or identities, which
// are values by nature) and never mutated.
struct SendableHashable: Hashable, @unchecked Sendable {
  let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }

  init(identity: some Hashable) {
    self.base = AnyHashable(identity)
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
}

extension DependencyValues {
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set { self[NavigationIDPathKey.self] = newValue }
  }
}

/// A state type that says the identity of each of its values as a child, where one type
/// stands for many Swift types (a tool's states, one of which may hold an alert): `nil` lets
/// the usual rules decide.
package protocol ChildIdentifying {
  /// The identity, or `nil`.
  var childIdentity: AnyHashable? { get }
}

/// The identity of a child's state: what a ``ChildIdentifying`` state says, else its `id` when it is `Identifiable`, else the name of its
/// case when it is an enum (a destination switching to another case is a new child), else
/// `nil` (a child replaced by another value of the same type keeps its effects).
func childIdentity(of state: Any) -> SendableHashable? {
  if let identifying = state as? any ChildIdentifying, let identity = identifying.childIdentity {
    return SendableHashable(identity: identity)
  }
  if let identifiable = state as? any Identifiable { return identity(of: identifiable) }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum else { return nil }
  return SendableHashable(mirror.children.first?.label ?? String(describing: state))
}

private func identity<T: Identifiable>(of value: T) -> SendableHashable {
  SendableHashable(identity: value.id)
}
