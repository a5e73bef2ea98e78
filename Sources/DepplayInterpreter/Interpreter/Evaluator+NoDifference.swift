import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

extension Interpreter {
  /// `expectNoDifference(first, second)` (and a message after them): when the values are not
  /// equal, an issue whose message is the difference of their dumps, as swift-custom-dump
  /// writes it; the test goes on. A value whose dump depplay does not write is refused by
  /// name, equal or not. Dumping the values is charged to the statement budget by their
  /// sizes, and diffing them by the product of their sizes, which bounds the work of matching
  /// their parts.
  func expectNoDifference(
    _ arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    var values: [(value: ScriptValue, dumped: DumpedValue)] = []
    var sizes: [Int] = []
    for argument in arguments.prefix(2) {
      let value = try evaluate(argument.value, &context)
      let measured = ValueSize(
        of: value, maximumSize: limits.maximumValueSize, maximumDepth: limits.maximumValueDepth)
      try spend(measured.work, at: argument.range)
      sizes.append(measured.size)
      var unsupported: String?
      guard let dumped = value.dumped(unsupported: &unsupported) else {
        throw RuntimeError(
          "expectNoDifference of a value of type '\(unsupported ?? value.typeName)' is not supported yet",
          at: argument.range,
          notes: ["compare it with #expect(first == second)"])
      }
      values.append((value, dumped))
    }
    let message = try arguments.dropFirst(2).first.map {
      try text(evaluate($0.value, &context), range: $0.range)
    }
    let (first, second) = (values[0], values[1])
    guard !first.value.isEqual(to: second.value) else { return .void }
    let (product, overflow) = sizes[0].multipliedReportingOverflow(by: sizes[1])
    try spend(overflow ? limits.statementBudget : min(product, limits.statementBudget), at: range)
    DependencyRuntime.reportIssue(
      noDifferenceFailure(
        DumpedDifference(first.dumped, second.dumped), first: first.value.description,
        second: second.value.description, message: message))
    return .void
  }
}
