extension DependencyValues {
  /// These values with `other`'s overrides written over them, key by key; the cache stays
  /// this one's.
  public func merging(_ other: Self) -> Self {
    var merged = self
    merged.overrides = flatOverrides.overlaid(with: other.flatOverrides)
    merged.captured = nil
    merged.reader = nil
    return merged
  }

  /// The view a `@Dependency` reads through: `current`'s overrides over these (captured)
  /// ones, with these values' cache. Building it copies no table.
  @inlinable @inline(__always)
  func readView(under current: Self, access: DependencyAccess) -> Self {
    guard captured == nil, current.captured == nil else {
      return Self(
        overrides: current.flatOverrides, captured: flatOverrides, cache: cache,
        reader: .wrapper(access))
    }
    return Self(
      overrides: current.overrides, captured: overrides.isEmpty ? nil : overrides, cache: cache,
      reader: .wrapper(access))
  }

  /// Every override in force, the current scope's over the captured ones.
  @usableFromInline
  var flatOverrides: Overrides {
    guard let captured else { return overrides }
    return captured.overlaid(with: overrides)
  }
}
