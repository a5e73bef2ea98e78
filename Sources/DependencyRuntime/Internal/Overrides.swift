/// The overrides one scope has written, by key identity.
///
/// Copying is one retain until a write; a read costs one probe however many keys are
/// overridden.
@usableFromInline
struct Overrides: Sendable {
  @usableFromInline var table = IdentityTable()

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { table.isEmpty }

  @inlinable @inline(__always)
  subscript(id: ObjectIdentifier) -> (any AnyValueBox)? { table[id.tableKey] }

  @inlinable
  mutating func set<Value: Sendable>(
    _ id: ObjectIdentifier, to value: Value, origin: DependencyOrigin?, name: KeyName
  ) {
    table.insert(ValueBox(value, origin: .override(origin), name: name), for: id.tableKey)
  }

  /// Every override, by table key (``ObjectIdentifier/tableKey``).
  var boxes: [(key: UInt, box: any AnyValueBox)] {
    table.entries.map { ($0.key, $0.element) }
  }

  /// These overrides with `top`'s written over them.
  @usableFromInline
  func overlaid(with top: Overrides) -> Overrides {
    guard !isEmpty else { return top }
    guard !top.isEmpty else { return self }
    var merged = self
    for entry in top.table.entries { merged.table.insert(entry.element, for: entry.key) }
    return merged
  }
}
