/// depplay's version: the one place it is written. CHANGELOG.md's newest entry names it (a
/// test keeps the two in step), and `./dev dist` names its tarball after it.
package enum DepplayVersion {
  /// The version number, e.g. `0.2.0`.
  package static let number = "0.2.0"
}
