import Foundation

extension DependencyValues {
  /// The calendar dates are computed in, which features should use instead of asking the system.
  ///
  /// Live, it is `Calendar.autoupdatingCurrent`. In a test that does not override it,
  /// computing its default reports an issue (kind ``ReportedIssue/Kind/unimplementedBuiltIn``,
  /// key `calendar`) once per cache lifetime, then the live value is used.
  ///
  /// ```swift
  /// let model = withDependencies {
  ///   $0.calendar = Calendar(identifier: .gregorian)
  /// } operation: {
  ///   FeatureModel()
  /// }
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Calendar {
    UnimplementedBuiltIn.reportDefaultComputed(
      Self.self, name: "calendar", fix: #"$0.calendar = Calendar(identifier: .gregorian)"#)
    return liveValue
  }
}
