/// How serious a reported issue is.
///
/// Test reporters turn an ``error`` into a test failure; a ``warning`` is only shown.
public enum IssueSeverity: Sendable, Hashable, Comparable {
  /// Worth a look, but not a failure.
  case warning
  /// A failure: in a test, the test fails.
  case error
}
