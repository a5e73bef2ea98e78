import Foundation

extension DependencyValues {
  /// The locale text is formatted for, which features should use instead of asking the system.
  ///
  /// Live, it is `Locale.autoupdatingCurrent`. In a test that does not override it,
  /// computing its default reports an issue (kind ``ReportedIssue/Kind/unimplementedBuiltIn``,
  /// key `locale`) once per cache lifetime, then the live value is used.
  ///
  /// ```swift
  /// let model = withDependencies {
  ///   $0.locale = Locale(identifier: "en_US")
  /// } operation: {
  ///   FeatureModel()
  /// }
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static var testValue: Locale {
    UnimplementedBuiltIn.reportDefaultComputed(
      Self.self, name: "locale", fix: #"$0.locale = Locale(identifier: "en_US")"#)
    return liveValue
  }
}
