import DepplaySyntax

extension Checker {
  /// Resolves the call of a method on a value (`names.append("Blob")`, `text.uppercased()`)
  /// to its ``ValueMethod`` once, by its name and labels, where the method's name starts (a
  /// chain's calls start where their first receiver does): the interpreter and the exporter
  /// read it there instead of comparing names on every run.
  package mutating func noteValueMethod(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?
  ) {
    guard case .member(_, let name, let memberRange) = callee,
      let method = ValueMethod(
        name: name, labels: arguments.map(\.label), trailingClosure: trailing != nil)
    else { return }
    resolutions.recordValueMethod(method, at: memberRange.trailingName(name))
  }
}
