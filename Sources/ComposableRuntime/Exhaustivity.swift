/// How much a `TestStore` demands that a test assert.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change and every received action must be asserted, and every effect must
  /// finish by the end of the test.
  case on
  /// Only what the test asserts is checked; with `showSkippedAssertions`, what it skipped is
  /// reported as warnings.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, skipping silently.
  public static let off = Self.off(showSkippedAssertions: false)
}
