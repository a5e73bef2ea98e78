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
    var view = self
    if captured == nil, current.captured == nil {
      view.captured = overrides.isEmpty ? nil : overrides
      view.overrides = current.overrides
    } else {
      view.captured = flatOverrides
      view.overrides = current.flatOverrides
    }
    view.reader = .wrapper(access)
    return view
  }

  /// Every override in force, the current scope's over the captured ones.
  @usableFromInline
  var flatOverrides: Overrides {
    guard let captured else { return overrides }
    return captured.overlaid(with: overrides)
  }
}
