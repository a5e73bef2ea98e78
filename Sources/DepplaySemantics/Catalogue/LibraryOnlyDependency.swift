/// A dependency swift-dependencies declares that depplay does not have yet (`@Dependency(\.openURL)`,
/// `@Dependency(\.mainRunLoop)`): the checker refuses it by name, where an unknown key of the
/// script's own is "unknown dependency".
package enum LibraryOnlyDependency: String, Sendable, CaseIterable {
  case openURL
  case mainRunLoop, notificationCenter

  /// The refusal's message for a `@Dependency` of this key.
  package var refusal: String {
    "swift-dependencies' dependency '\\.\(rawValue)' is not supported yet"
  }
}
