import DepplaySyntax

extension Checker {
  /// `max(a, b, …)` and `min(a, b, …)` take two or more unlabelled values, as Swift's do.
  package func checkExtremeCall(_ callee: Expression, arguments: [Argument], range: SourceRange)
    throws(CheckError)
  {
    guard case .name(let name, _) = callee else { return }
    if let labelled = arguments.first(where: { $0.label != nil }), let label = labelled.label {
      throw CheckError(
        "extraneous argument label '\(label):' in call", at: labelled.range,
        notes: ["write \(name)(a, b)"])
    }
    guard arguments.count >= 2 else {
      throw CheckError(
        "missing argument for parameter #2 in call", at: range, notes: ["write \(name)(a, b)"])
    }
  }
}
