/// A test trait that sets dependencies, as a test names it: `.dependency(\.key, value)` and
/// `.dependencies { … }`. The name is resolved to this catalogue once, and then switched over.
package enum DependencyTrait: String, Sendable, CaseIterable {
  /// `.dependency(\.key, value)`: one key's value for the test.
  case dependency
  /// `.dependencies { $0.key = value }`, or bare `.dependencies`: fresh values for each case.
  case dependencies
}
