/// The overrides one scope has written, by key identity.
///
/// A value type over a dictionary: copying is free until a write, and a read costs one hash
/// lookup however many keys are overridden.
struct Overrides: Sendable {
  private(set) var boxes: [ObjectIdentifier: any AnyValueBox] = [:]

  var isEmpty: Bool { boxes.isEmpty }

  @inline(__always)
  subscript(id: ObjectIdentifier) -> (any AnyValueBox)? { boxes[id] }

  mutating func set<Value: Sendable>(
    _ id: ObjectIdentifier, to value: Value, origin: DependencyOrigin?, name: KeyName
  ) {
    boxes[id] = ValueBox(value, origin: .override(origin), name: name)
  }

  /// These overrides with `top`'s written over them.
  func overlaid(with top: Overrides) -> Overrides {
    guard !isEmpty else { return top }
    guard !top.isEmpty else { return self }
    var merged = self
    merged.boxes.merge(top.boxes) { _, newer in newer }
    return merged
  }
}
