/// A script's local `@Dependency(\.key) var name` (at the top level, in a closure or a
/// method): a real `Dependency` wrapper, made at the declaration, so it captures the values
/// in force there (rule 15), and each read merges them with the current ones (rule 16).
package final class LocalDependency: Sendable {
  /// The wrapper and the fields read after its key.
  package let wrapper: ModelInstance.Property

  package init(_ wrapper: ModelInstance.Property) { self.wrapper = wrapper }
}
