extension DependencyValues {
  /// The clock features use to measure and wait for time that passes while the device sleeps.
  ///
  /// Live, it is a `ContinuousClock`. In a test that does not override it, it is an
  /// ``UnimplementedClock`` named `continuousClock`: reading `now` or sleeping reports an
  /// issue (kind ``ReportedIssue/Kind/unimplementedBuiltIn``), and sleeping still waits for
  /// real. Override it with a ``TestClock`` or an ``ImmediateClock``.
  ///
  /// ```swift
  /// final class TimerModel {
  ///   var ticks = 0
  ///   @Dependency(\.continuousClock) var clock
  ///   func start() async throws {
  ///     while true {
  ///       try await clock.sleep(for: .seconds(1))
  ///       ticks += 1
  ///     }
  ///   }
  /// }
  ///
  /// let clock = TestClock()
  /// let model = withDependencies { $0.continuousClock = clock } operation: { TimerModel() }
  /// let timer = Task { try await model.start() }
  /// await clock.advance(by: .seconds(3))  // model.ticks == 3
  /// timer.cancel()
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// The clock features use to measure and wait for time that stops while the device sleeps.
  ///
  /// Live, it is a `SuspendingClock`. In a test that does not override it, it is an
  /// ``UnimplementedClock`` named `suspendingClock`, as ``continuousClock`` describes.
  ///
  /// ```swift
  /// @Dependency(\.suspendingClock) var clock
  /// try await clock.sleep(for: .milliseconds(300))
  /// ```
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(
    ContinuousClock(), name: "continuousClock")
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(
    SuspendingClock(), name: "suspendingClock")
}
