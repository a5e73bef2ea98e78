/// A key for a dependency that only has a test value (and maybe a preview value).
///
/// Declare the interface and its test stand-in in one module, and conform to
/// ``DependencyKey`` in another that provides the live implementation. Reading a key that
/// only conforms to `TestDependencyKey` in the live context is an issue on every access.
///
/// ```swift
/// struct AudioPlayer: Sendable { var play: @Sendable (URL) async -> Void }
/// enum AudioPlayerKey: TestDependencyKey {
///   static let testValue = AudioPlayer(play: unimplemented("AudioPlayer.play"))
/// }
/// ```
public protocol TestDependencyKey<Value> {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value in previews. Defaults to ``testValue``.
  static var previewValue: Value { get }

  /// The value in tests.
  static var testValue: Value { get }
}

/// A key for a dependency with a live implementation.
///
/// Provide ``liveValue``; ``TestDependencyKey/previewValue`` defaults to it, and
/// ``TestDependencyKey/testValue`` defaults to an issue followed by the preview value, so a test that touches a dependency it did not
/// override fails instead of quietly hitting the network.
///
/// ```swift
/// enum APIClientKey: DependencyKey {
///   static let liveValue = APIClient.live
///   static let testValue = APIClient.unimplemented
/// }
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey<Value>: TestDependencyKey {
  // NB: repeated from `TestDependencyKey` so that a key declaring only `liveValue` gets its
  // `Value` inferred from it: the compiler does not infer an inherited associated type
  // from a requirement declared in the refining protocol.
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value in the running app.
  static var liveValue: Value { get }
}

extension TestDependencyKey {
  /// A test-only key's preview value defaults to its test value.
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  /// A key's preview value defaults to its live value.
  public static var previewValue: Value { liveValue }

  /// A key without a test value of its own reports an issue when its test default is
  /// computed (once per cache lifetime; silently while an update closure runs, and never in
  /// a release-build root), then stands in with ``previewValue``.
  public static var testValue: Value {
    UnimplementedChecks.reportMissingTestValue(
      typeName: String(describing: Self.self), valueType: String(describing: Value.self))
    return previewValue
  }
}
