extension DependencyValues {
  /// Whether a scope has overridden anything in these values.
  ///
  /// depplay's interpreter asks this of the values in force where work is created, to say
  /// whether that work inherited overrides, lost them, or had none to inherit.
  package var hasOverrides: Bool { !overrides.isEnd }
}
