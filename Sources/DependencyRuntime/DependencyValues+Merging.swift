extension DependencyValues {
  /// These values with `other`'s overrides written over them, key by key; the cache stays
  /// this one's.
  public func merging(_ other: Self) -> Self {
    var merged = self
    merged.overrides = StoredValue.overlay(other.flatOverrides, over: flatOverrides)
    merged.captured = .end
    merged.reader = nil
    return merged
  }

  /// Every override in force, the current scope's over the captured ones, as one chain.
  @usableFromInline
  var flatOverrides: StoredValue { StoredValue.overlay(overrides, over: captured) }
}

extension StoredValue {
  /// A chain with `top`'s overrides written over `base`'s: `base` itself, with a new link
  /// for each key `top` overrides.
  static func overlay(_ top: StoredValue, over base: StoredValue) -> StoredValue {
    guard !top.isEnd else { return base }
    guard !base.isEnd else { return top }
    var chain = base
    for link in top.innermostOverrides.reversed() { chain = link.relinked(onto: chain) }
    return chain
  }
}
