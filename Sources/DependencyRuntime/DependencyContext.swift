/// The three places a program can run in, each with its own default for every dependency.
///
/// The process starts in one context (see ``DependencyValues/context``); a scope can
/// override it, which changes the default that non-overridden keys take there.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// The running app: `liveValue`.
  case live
  /// An Xcode preview: `previewValue`, else `liveValue`.
  case preview
  /// A test: `testValue`; a missing one is an issue.
  case test
}

/// The `context` dependency itself: overriding it in a scope switches that scope's defaults.
@usableFromInline
enum DependencyContextKey: DependencyKey {
  @usableFromInline static let liveValue = DependencyContext.live
  @usableFromInline static let previewValue = DependencyContext.preview
  @usableFromInline static let testValue = DependencyContext.test
}

extension DependencyValues {
  /// The context this scope's defaults come from.
  ///
  /// Reading it gives the overridden context, else the process's (possibly prepared)
  /// default. Setting it in `withDependencies` makes non-overridden keys in the scope take
  /// that context's defaults; explicit overrides still win.
  ///
  /// ```swift
  /// withDependencies { $0.context = .preview } operation: {
  ///   @Dependency(\.apiClient) var apiClient  // apiClient's previewValue
  /// }
  /// ```
  public var context: DependencyContext {
    get { self[DependencyContextKey.self] }
    set { self[DependencyContextKey.self] = newValue }
  }
}
