extension DependencyValues {
  /// The `@Dependency` (or computation) reading through these values, if any.
  @inlinable
  var access: DependencyAccess? { reader === DependencyAccess.nobody ? nil : reader }

  /// The default being computed, while its cascade runs.
  var computation: DefaultComputation? { reader as? DefaultComputation }
}
