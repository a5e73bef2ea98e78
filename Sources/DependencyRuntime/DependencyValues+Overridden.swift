extension DependencyValues {
  /// Whether a scope has overridden anything in these values.
  ///
  /// depplay's interpreter asks this of the values in force where work is created, to say
  /// whether that work inherited overrides, lost them, or had none to inherit.
  package var hasOverrides: Bool { !overrides.isEnd }
}

extension DependencyValues {
  /// Whether these are the very values `other` are: the same overrides (written by the same
  /// scopes) over the same cache.
  ///
  /// depplay's interpreter asks this where an escaping closure is called, to say whether it
  /// runs with the values in force where it was made.
  package func isSameValues(as other: Self) -> Bool {
    overrides === other.overrides && cache === other.cache
  }
}
