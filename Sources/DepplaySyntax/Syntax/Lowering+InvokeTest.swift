import SwiftSyntax

/// The test an `XCTestCase` class's `invokeTest()` override is being lowered for: the
/// statements its `super.invokeTest()` stands for, and how many times the override called it.
package struct InvokedTest {
  /// The test's body.
  let statements: [Statement]
  /// The `super.invokeTest()` calls met so far.
  var calls = 0
}

/// `override func invokeTest() { withDependencies { … } operation: { super.invokeTest() } }` in
/// an `XCTestCase` class: XCTest runs every test of the class through the override, its
/// `super.invokeTest()` running the test. depplay lowers each test's body as the override's,
/// with the test's statements where `super.invokeTest()` is, so the overrides reach the whole
/// test as the task-local values they are reach it in Swift.
extension Lowering {
  /// Whether `function` is an `invokeTest()` override depplay runs tests through: `override
  /// func invokeTest()` without parameters, effects or result.
  func isInvokeTestOverride(_ function: FunctionDeclSyntax) -> Bool {
    function.name.text == "invokeTest" && function.body != nil
      && function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
      && function.signature.parameterClause.parameters.isEmpty
      && function.signature.effectSpecifiers == nil && function.signature.returnClause == nil
      && function.genericParameterClause == nil
  }

  /// The body of a test whose statements are `test`, as the override `invokeTest` runs it.
  mutating func invoking(_ test: Block, through invokeTest: FunctionDeclSyntax)
    throws(ParseError) -> Block
  {
    guard let body = invokeTest.body else { return test }
    invokedTest = InvokedTest(statements: test.statements)
    defer { invokedTest = nil }
    let invoking = try block(body)
    guard invokedTest?.calls == 1 else {
      throw notSupported(
        "an 'invokeTest()' override that does not call 'super.invokeTest()' exactly once",
        at: invokeTest.name,
        notes: [
          "write override func invokeTest() { withDependencies { … } operation: "
            + "{ super.invokeTest() } }"
        ])
    }
    return Block(statements: invoking.statements, range: test.range)
  }

  /// `super.invokeTest()` as a statement of the override being lowered: the test's
  /// statements; `nil` for any other statement.
  mutating func superInvokeTest(_ syntax: ExprSyntax) throws(ParseError) -> [Statement]? {
    guard let test = invokedTest, let call = syntax.as(FunctionCallExprSyntax.self),
      call.arguments.isEmpty, call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(SuperExprSyntax.self) != nil,
      member.declName.baseName.text == "invokeTest"
    else { return nil }
    invokedTest?.calls += 1
    return test.statements
  }
}
