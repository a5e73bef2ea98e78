import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

extension Interpreter {
  /// `expectNoDifference(first, second)` (and a message after them): when the values are not
  /// equal, an issue whose message is the difference of their dumps, as swift-custom-dump
  /// writes it; the test goes on. A value whose dump depplay does not write is refused by
  /// name, equal or not.
  func expectNoDifference(
    _ arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    var values: [(value: ScriptValue, dumped: DumpedValue)] = []
    for argument in arguments.prefix(2) {
      let value = try evaluate(argument.value, &context)
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
    DependencyRuntime.reportIssue(
      noDifferenceFailure(
        DumpedDifference(first.dumped, second.dumped), first: first.value.description,
        second: second.value.description, message: message))
    return .void
  }
}
