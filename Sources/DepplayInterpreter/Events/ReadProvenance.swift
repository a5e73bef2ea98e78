import DependencyRuntime

/// Where a dependency read's value came from, as a `valueResolved` event carries it; views
/// say it in words (``description``).
package enum ReadProvenance: Sendable, Hashable, CustomStringConvertible {
  /// The runtime's answer for a key.
  case runtime(DependencyProvenance)
  /// A presentation dependency (`dismiss`, `isPresented`) a test store installed at its root.
  case installedByTestStoreRoot
  /// A presentation dependency installed by `writer` (a store or test store) while it reduces
  /// the reading feature's actions.
  case installedWhileReducing(by: String)

  /// The provenance in words, as the captions and `why` say it.
  package var description: String { description(origin: \.description) }

  /// The provenance in words, each origin told by `origin` (the diagram tells its places as
  /// lines of the one file it shows).
  package func description(origin tell: (DependencyOrigin) -> String) -> String {
    switch self {
    case .runtime(let provenance): provenance.description(origin: tell)
    case .installedByTestStoreRoot: "installed by the TestStore at its root"
    case .installedWhileReducing(let writer):
      "installed by a \(writer) while it reduces this feature's actions"
    }
  }
}
