/// Which build of the library to behave like.
///
/// swift-dependencies compiles its missing-implementation checks only into Debug builds.
/// A root created with ``release`` behaves like a Release build: a test that reads a key
/// without a test value silently gets the live value, and a live read of a
/// `TestDependencyKey` is silent too.
public enum BuildConfiguration: String, Sendable, Hashable, CaseIterable {
  /// Checks on: missing implementations are reported.
  case debug
  /// Checks compiled out: missing implementations fall back silently.
  case release
}
