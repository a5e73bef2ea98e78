import SwiftSyntax

extension Lowering {
  /// `#expect(throws: Flaky.self) { … }`, `#expect(throws: (any Error).self, "comment") { … }`,
  /// `#expect(throws: Never.self) { … }`, `#expect(throws: Flaky.timeout) { … }`: Swift
  /// Testing's check that a closure throws
  /// (``ErrorExpectation``); `nil` when the macro is not of this form.
  package mutating func errorExpectation(_ syntax: MacroExpansionExprSyntax) throws(ParseError)
    -> Expression?
  {
    guard let first = syntax.arguments.first, first.label?.text == "throws" else { return nil }
    let usage = "write #expect(throws: MyError.self) { try … }"
    guard let trailing = syntax.trailingClosure, syntax.additionalTrailingClosures.isEmpty,
      syntax.arguments.count <= 2, syntax.arguments.dropFirst().allSatisfy({ $0.label == nil })
    else {
      throw notSupported("this form of '#expect(throws:)'", at: syntax, notes: [usage])
    }
    let expected: ErrorExpectation.Expected
    if let member = first.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self", let base = member.base
    {
      guard let type = Self.expectedErrors(written: base.trimmedDescription) else {
        throw notSupported(
          "the error type '\(base.trimmedDescription)' in '#expect(throws:)'",
          at: first.expression,
          notes: [
            "name a type: MyError.self, (any Error).self for any error, Never.self for none"
          ])
      }
      expected = type
    } else {
      // `#expect(throws: MyError.timeout)`: one error, compared with `==`.
      expected = .value(try expression(first.expression))
    }
    var comment: Expression?
    if let written = syntax.arguments.dropFirst().first {
      comment = try expression(written.expression)
    }
    return .expectThrows(
      ErrorExpectation(
        expected: expected, typeRange: range(first.expression), comment: comment,
        body: try closure(trailing), range: range(syntax)))
  }

  /// What `#expect(throws:)` expects of the type written before `.self`: `Flaky`, `(any
  /// Error)`, `Never`; `nil` for a type written otherwise (`[Flaky]`, `Flaky?`).
  private static func expectedErrors(written: String) -> ErrorExpectation.Expected? {
    switch written.filter({ !$0.isWhitespace }) {
    case "(anyError)": .anyError
    case "Never": .never
    case let name where name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
      .type(name)
    default: nil
    }
  }
}
