/// A clock that reports an issue each time it is used, then behaves like a real clock.
///
/// It is the test value of the `continuousClock` and `suspendingClock` dependencies: a test
/// that forgot to control time fails (kind ``ReportedIssue/Kind/unimplementedBuiltIn``, key:
/// the clock's name) instead of quietly waiting for real. Reading ``now`` and sleeping each
/// report, and sleeping still waits on the base clock. `sleep(for:)` reads `now` and then
/// sleeps, so it reports twice.
///
/// ```swift
/// static let testValue: any Clock<Duration> = UnimplementedClock(name: "MyFeature.clock")
/// ```
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The clock's instants: offsets from when it was created.
  public typealias Instant = OffsetInstant<Duration>

  private let base: AnyClock<Duration>
  /// The name issues give the clock.
  public let name: String
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates an unimplemented clock that falls back to `base`; issues point at this call.
  ///
  /// ```swift
  /// UnimplementedClock(SuspendingClock(), name: "suspendingClock")
  /// ```
  public init<Base: Clock>(
    _ base: Base,
    name: String = "\(Base.self)",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Base.Duration == Duration {
    self.base = AnyClock(base)
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The base clock's time, after reporting an issue.
  public var now: Instant {
    reportUse("its 'now' was read")
    return base.now
  }

  /// The base clock's minimum resolution (reading it is not an issue).
  public var minimumResolution: Duration { base.minimumResolution }

  /// Reports an issue, then sleeps on the base clock until `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    reportUse("it was asked to sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func reportUse(_ use: String) {
    report(
      ReportedIssue(
        kind: .unimplementedBuiltIn,
        key: name,
        message: """
          Unimplemented clock '\(name)': \(use) in a test.
          The real clock was used instead, so this test depends on real time passing.
          To fix it, override the clock for this test with one you control, e.g.
            withDependencies { $0.continuousClock = TestClock() } operation: { … }
          (or ImmediateClock() when the waiting does not matter).
          """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    )
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// Creates an unimplemented clock that falls back to a `ContinuousClock`.
  ///
  /// ```swift
  /// let clock = UnimplementedClock(name: "Timer.clock")
  /// ```
  public convenience init(
    name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      ContinuousClock(), name: name, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
