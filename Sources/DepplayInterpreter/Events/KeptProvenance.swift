import DependencyRuntime

/// A read's provenance as a `valueResolved` event keeps it, told in words
/// (``ReadProvenance``) only when a view asks (``provenance``).
///
/// A key's read in a loop emits one event per pass: the runtime's determined read is kept as
/// it came, a reference and a byte, where the provenance it tells is an enum of several words
/// (an origin's texts and place) that made every event, of whatever kind, that much larger to
/// move, copy and destroy.
package enum KeptProvenance: Sendable {
  /// The value the values in force determined (``DependencyValues/determinedRead(of:)``):
  /// its stored value's origin tells the provenance, and it never changes.
  case determined(DeterminedRead)
  /// A provenance told where the value was read.
  indirect case told(ReadProvenance)
  /// Nothing can tell where the value came from (`context`, a built-in key read through
  /// `$0`).
  case unknown

  /// `provenance` as an event keeps it.
  package init(_ provenance: ReadProvenance?) {
    self = provenance.map(KeptProvenance.told) ?? .unknown
  }

  /// Where the value came from; `nil` where nothing can tell.
  package var provenance: ReadProvenance? {
    switch self {
    case .determined(let read): .runtime(read.provenance)
    case .told(let provenance): provenance
    case .unknown: nil
    }
  }
}
