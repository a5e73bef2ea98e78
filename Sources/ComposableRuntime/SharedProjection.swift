/// A shared reference to a part of another shared value (`$huddles[id: id]`, an element of a
/// shared identified array): reading it reads that part now, and changing it changes the part
/// in the other reference, under that reference's lock, as swift-sharing's derived references
/// do.
package protocol SharedProjection<Value>: Sendable {
  associatedtype Value: Sendable
  /// The part now.
  var value: Value { get }
  /// Runs `body` with the part as an `inout` argument under the other reference's lock, and
  /// writes the changed part back; gives what `body` returns.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result
}

/// The element with one ID of a shared identified array: `nil` while the array holds none.
struct IdentifiedElementProjection<ID: Hashable & Sendable, Element: Sendable>: SharedProjection {
  let base: Shared<IdentifiedArray<ID, Element>>
  let id: ID

  var value: Element? { base.wrappedValue[id: id] }

  func withLock<Result>(_ body: (inout Element?) throws -> Result) rethrows -> Result {
    try base.withLock { elements in try body(&elements[id: id]) }
  }
}

/// The value a shared Optional holds, found when the reference was made: while the Optional
/// holds `nil`, reading gives the value last seen and a change is dropped.
struct UnwrappedProjection<Wrapped: Sendable>: SharedProjection {
  let base: Shared<Wrapped?>
  let lastSeen: LockedValue<Wrapped>

  var value: Wrapped {
    guard let value = base.wrappedValue else { return lastSeen.withLock { $0 } }
    lastSeen.withLock { $0 = value }
    return value
  }

  func withLock<Result>(_ body: (inout Wrapped) throws -> Result) rethrows -> Result {
    try base.withLock { optional in
      var value = optional ?? lastSeen.withLock { $0 }
      defer {
        if optional != nil {
          optional = value
          lastSeen.withLock { [value] in $0 = value }
        }
      }
      return try body(&value)
    }
  }
}

extension Shared {
  /// `$huddles[id: id]`: a reference to the element with that ID of a shared identified array,
  /// `nil` inside while the array holds none.
  public subscript<ID, Element>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element>, Element: Sendable {
    Shared<Element?>(projection: IdentifiedElementProjection(base: self, id: id))
  }

  /// `Shared($huddles[id: id])`: a reference to the value a shared Optional holds; `nil` when
  /// it holds none now.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(projection: UnwrappedProjection(base: base, lastSeen: LockedValue(value)))
  }
}
