import DependencyRuntime

/// The key a read's name found, and the stamp of the session's keys it was found under
/// (``SessionStore/keysStamp``): what a key read's cell keeps (``KeyReadCells``). The key is
/// still the name's while the stamp in force is the same.
package final class FoundKey: Sendable {
  package let reference: KeyReference
  /// The runtime's key of a key the script declared (`nil` for a built-in key): what a read
  /// of it takes, without copying the reference's enum out.
  package let runtimeKey: DynamicDependencyKey<ScriptValue>?
  package let stamp: Int

  package init(_ reference: KeyReference, stamp: Int) {
    self.reference = reference
    if case .script(let scriptKey) = reference {
      runtimeKey = scriptKey.key
    } else {
      runtimeKey = nil
    }
    self.stamp = stamp
  }
}
