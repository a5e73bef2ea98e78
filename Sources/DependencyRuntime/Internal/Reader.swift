/// Who reads through a ``DependencyValues``: kept in it as one reference, so copying the
/// values on the read path stays cheap.
@usableFromInline
enum Reader: Sendable {
  /// A `@Dependency` reading through its merged view.
  case wrapper(DependencyAccess)
  /// A default being computed, bound as current while the key's cascade runs.
  case computing(DefaultComputation)
}

extension DependencyValues {
  /// The `@Dependency` (or computation) reading through these values, if any.
  @inlinable
  var access: DependencyAccess? {
    switch reader {
    case .wrapper(let access)?: access
    case .computing(let computation)?: computation.access
    case nil: nil
    }
  }

  /// The default being computed, while its cascade runs.
  var computation: DefaultComputation? {
    guard case .computing(let computation)? = reader else { return nil }
    return computation
  }
}
