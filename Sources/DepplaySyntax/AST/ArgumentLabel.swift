/// A label that tells one form of a library call from another (`Store(initialState:)`,
/// `Scope(state:action:)`, `Int.random(in:using:)`): the interpreter and the export read a
/// call's form through these cases, not through spelled names.
package enum ArgumentLabel: String, Sendable {
  case action, assert, `catch`, catching, id, `in`, initialState, operation, reducer, state, strict,
    using
  case timeout, uniqueElements, with, withDependencies
  case actions, label, message, role, title, verbatim
}

extension Argument {
  /// Whether the argument is written with `label`.
  package func isLabelled(_ label: ArgumentLabel) -> Bool { self.label == label.rawValue }
}

extension Array where Element == Argument {
  /// Whether the arguments are written with exactly these labels, in this order.
  package func areLabelled(_ labels: ArgumentLabel...) -> Bool {
    count == labels.count && zip(self, labels).allSatisfy { $0.isLabelled($1) }
  }

  /// The first argument written with `label`.
  package func first(labelled label: ArgumentLabel) -> Argument? {
    first { $0.isLabelled(label) }
  }
}
