extension DependencyValues {
  /// The default being computed, while its cascade runs.
  var computation: DefaultComputation? { reader as? DefaultComputation }
}
