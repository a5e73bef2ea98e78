import DepplaySyntax

extension ProgramWriter {
  /// `#expect(throws: Flaky.self) { … }` as a call of the program's `script`, which runs the
  /// closure and records a failure in Swift Testing's words, as the interpreter does.
  package mutating func errorExpectation(_ expectation: ErrorExpectation) throws(ExportError)
    -> String
  {
    if plain {
      throw ExportError(
        "'#expect(throws:)'", because: "--plain writes no test checks", at: expectation.range,
        notes: ["depplay swift without --plain runs the checks in the program"])
    }
    let type =
      switch expectation.expected {
      case .type(let name): "\(name).self"
      case .anyError: "(any Error).self"
      case .never: "Never.self"
      case .value(let error): try self.expression(error, wantsValue: true)
      }
    let text = swiftString("throws: " + source.text(of: expectation.typeRange))
    var comment = ""
    if let written = expectation.comment {
      comment = ", comment: " + (try self.expression(written, wantsValue: true))
    }
    let start = expectation.range.start
    // What the closure throws, the check catches.
    let body = try closure(
      expectation.body, isAsync: expectation.body.body.effects.contains(.awaits),
      returnsValue: true, throwsToCaller: true)
    return
      "script.expectation(throws: \(type), \(text)\(comment), at: \(start.line), \(start.column)) "
      + body
  }
}
