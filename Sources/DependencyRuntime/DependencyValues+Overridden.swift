extension DependencyValues {
  /// Whether a scope has overridden anything in these values.
  ///
  /// depplay's interpreter asks this of the values in force where work is created, to say
  /// whether that work inherited overrides, lost them, or had none to inherit.
  package var hasOverrides: Bool { !overrides.isEnd }

  /// Whether these values differ from a root's, `root`: they hold overrides, or a cache of
  /// defaults other than the root's (`$0 = DependencyValues()`).
  package func differ(fromRoot root: borrowing Self) -> Bool {
    hasOverrides || cache !== root.cache
  }

  /// Whether the values in force here differ from `root` (``differ(fromRoot:)``), read where
  /// they are bound: ``_current`` would copy them out of the task-local through their value
  /// witnesses, and the caller destroy the copy.
  ///
  /// depplay's interpreter asks this where every unit of work is created.
  package static func inForceDiffer(fromRoot root: borrowing Self) -> Bool {
    guard let bound = $_current.boundValueAddress() else {
      return processRootValues.differ(fromRoot: root)
    }
    return bound.pointee.differ(fromRoot: root)
  }
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
