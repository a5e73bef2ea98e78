import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// Refuses `@Dependency(\\.self)` as a model's or feature's property, which the export
  /// does not write yet, at its place (a local one is written as it is).
  package func refuseUnexportedKey(_ keyPath: [String], at range: SourceRange)
    throws(ExportError)
  {
    guard DependencyKeyPathRoot(of: keyPath) == .values else { return }
    throw ExportError(
      "'@Dependency(\\.self)' as a property",
      because: "reads through the whole values are not exported yet", at: range)
  }

  /// Notes what a read of the key `name` needs when it is the `mainQueue` dependency (see
  /// ``noteSchedulerUse()``).
  package mutating func noteSchedulerUse(ofKey name: String) {
    guard BuiltinKey(rawValue: name) == .mainQueue else { return }
    noteSchedulerUse()
  }

  /// Notes what a use of the `mainQueue` dependency or a `DispatchQueue` scheduler needs: the
  /// store library, whose `\\.mainQueue` and schedulers they are, and Foundation.
  package mutating func noteSchedulerUse() {
    usesComposable = true
    usesFoundation = true
  }
}
