extension Clock where Self == ImmediateClock<Swift.Duration> {
  /// A new ``ImmediateClock``, written where a clock is implied:
  /// `withDependencies { $0.continuousClock = .immediate } operation: { … }`.
  public static var immediate: Self { ImmediateClock() }
}
