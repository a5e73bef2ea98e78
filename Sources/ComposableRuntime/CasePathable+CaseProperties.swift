extension CasePathable {
  /// Whether the value is the case `keyPath` names, as CasePaths' `is` does:
  /// `mode.is(\.playing)`.
  public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
    AnyCasePath(keyPath).extract(from: self) != nil
  }

  /// The associated value of the case `keyPath` names, if the value is that case: what an
  /// enum marked `@dynamicMemberLookup` too reads as a property, `mode.playing`.
  public subscript<Value>(dynamicMember keyPath: CaseKeyPath<Self, Value>) -> Value? {
    AnyCasePath(keyPath).extract(from: self)
  }
}
