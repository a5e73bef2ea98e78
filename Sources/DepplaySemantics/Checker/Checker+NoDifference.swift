import DepplaySyntax

extension Checker {
  /// `expectNoDifference(first, second)` with an optional message after them: the values and
  /// the message unlabelled, as swift-custom-dump declares them.
  func checkNoDifferenceCall(_ arguments: [Argument], range: SourceRange) throws(CheckError) {
    guard (2...3).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
      throw CheckError(
        "expectNoDifference takes two values and a message: no such call", at: range,
        notes: [
          "write expectNoDifference(first, second) or expectNoDifference(first, second, \"message\")"
        ])
    }
  }
}
