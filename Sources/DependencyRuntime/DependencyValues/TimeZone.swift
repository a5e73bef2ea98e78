import Foundation

extension DependencyValues {
  /// The time zone dates are shown in, which features should use instead of asking the system.
  ///
  /// Live, it is `TimeZone.autoupdatingCurrent`. In a test that does not override it,
  /// computing its default reports an issue (kind ``ReportedIssue/Kind/unimplementedBuiltIn``,
  /// key `timeZone`) once per cache lifetime, then the live value is used.
  ///
  /// ```swift
  /// let model = withDependencies {
  ///   $0.timeZone = TimeZone(identifier: "UTC")!
  /// } operation: {
  ///   FeatureModel()
  /// }
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: TimeZone {
    UnimplementedBuiltIn.reportDefaultComputed(
      Self.self, name: "timeZone", fix: #"$0.timeZone = TimeZone(identifier: "UTC")!"#)
    return liveValue
  }
}
