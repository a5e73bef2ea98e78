import DepplaySyntax

extension Checker {
  /// `stride(from:to:by:)` and `stride(from:through:by:)` take those labels, `zip(a, b)` two
  /// unlabelled values and `abs(x)` one, as Swift's do; otherwise swiftc's error.
  package func checkSequenceCall(
    _ function: Builtin.Function, arguments: [Argument], range: SourceRange
  ) throws(CheckError) {
    let labels = arguments.map(\.label)
    if function == .stride {
      guard labels != ["from", "to"], labels != ["from", "through"] else {
        throw CheckError(
          "missing argument for parameter 'by' in call", at: range,
          notes: ["write stride(from: 0, to: 10, by: 2) or stride(from: 3, through: 1, by: -1)"])
      }
      guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else {
        throw CheckError(
          "no exact matches in call to global function 'stride'", at: range,
          notes: ["write stride(from: 0, to: 10, by: 2) or stride(from: 3, through: 1, by: -1)"])
      }
      return
    }
    let count = function == .zip ? 2 : 1
    if let labelled = arguments.first(where: { $0.label != nil }), let label = labelled.label {
      throw CheckError("extraneous argument label '\(label):' in call", at: labelled.range)
    }
    guard arguments.count >= count else {
      throw CheckError("missing argument for parameter #\(arguments.count + 1) in call", at: range)
    }
    guard arguments.count == count else {
      throw CheckError("extra argument in call", at: arguments[count].range)
    }
  }
}
