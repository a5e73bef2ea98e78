import Foundation

extension DependencyValues {
  /// The user's preferred locales, most preferred first.
  ///
  /// Live, it is read from `Locale.preferredLanguages` at each access. It has no test value
  /// of its own: read in a test without an override, it reports a missing test
  /// implementation (kind ``ReportedIssue/Kind/noTestImplementation``) and uses the live
  /// one. Setting it fixes the list.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.preferredLocales = [Locale(identifier: "es-ES"), Locale(identifier: "en-US")]
  /// } operation: {
  ///   model.greet()  // "¡Hola!"
  /// }
  /// ```
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self].locales }
    set { self[PreferredLocalesKey.self] = PreferredLocales(fixed: newValue) }
  }
}

private enum PreferredLocalesKey: DependencyKey {
  static var liveValue: PreferredLocales { PreferredLocales(fixed: nil) }
}

/// The system's preferred locales, or a fixed list.
private struct PreferredLocales: Sendable {
  var fixed: [Locale]?

  var locales: [Locale] {
    fixed ?? Locale.preferredLanguages.map(Locale.init(identifier:))
  }
}
