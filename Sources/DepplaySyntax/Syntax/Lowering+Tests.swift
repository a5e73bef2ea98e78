import SwiftSyntax

/// Tests as Swift Testing and XCTest write them: `@Test func`, `@Suite struct`, an
/// `XCTestCase` class's `func test…()`, and the checks `#expect(…)` and `#require(…)`.
extension Lowering {
  /// The tests a suite struct or an `XCTestCase` class declares, one statement each; `nil` for
  /// any other declaration. A struct is a suite when it is marked `@Suite` or, as Swift Testing
  /// reads it, when one of its methods is a `@Test`.
  package mutating func testSuite(_ syntax: DeclSyntax) throws(ParseError) -> [Statement]? {
    if let suite = syntax.as(StructDeclSyntax.self), isSuite(suite) {
      return try suiteTests(suite, outerTraits: [])
    }
    if let extensionSyntax = syntax.as(ExtensionDeclSyntax.self),
      let suite = suiteStructs[extensionSyntax.extendedType.trimmedDescription]
    {
      return try suiteExtensionTests(extensionSyntax, of: suite)
    }
    if let testCase = syntax.as(ClassDeclSyntax.self), isTestCaseClass(testCase) {
      return try testCaseTests(testCase)
    }
    return nil
  }

  /// Reads the script's top-level suite structs before its statements, so that an extension
  /// may nest suites in one declared anywhere in the file.
  package mutating func collectSuiteStructs(_ items: CodeBlockItemListSyntax) {
    suiteStructs = topLevelStructs(in: items, where: { isSuite($0) })
  }

  /// Whether Swift Testing reads `syntax` as a suite: it is marked `@Suite`, or holds a
  /// `@Test` method (`@MainActor struct FeatureTests { @Test func … }`).
  private func isSuite(_ syntax: StructDeclSyntax) -> Bool {
    syntax.attributes.contains(where: { attributeName($0) == "Suite" })
      || syntax.memberBlock.members.contains { member in
        member.decl.as(FunctionDeclSyntax.self)?.attributes
          .contains(where: { attributeName($0) == "Test" }) == true
      }
  }

  /// `@Suite(traits…) struct Name { @Test func … }`, or the same struct without `@Suite`: each
  /// test runs with the traits of the suites it is nested in (`outerTraits`), then the
  /// suite's, then its own. A suite nested in it (`@Suite struct Inner { … }`) is a suite of
  /// its own under its traits.
  private mutating func suiteTests(_ syntax: StructDeclSyntax, outerTraits: [Expression])
    throws(ParseError) -> [Statement]
  {
    try memberTests(
      syntax.memberBlock.members, of: syntax, traits: outerTraits + traits(of: syntax),
      memberKind: "a suite")
  }

  /// `extension BaseSuite { @Suite struct FeatureTests { … } }`: the suites and tests an
  /// extension of a suite adds to it, as Swift Testing's "base suite" pattern writes them,
  /// each under the base suite's traits (`@Suite(.dependencies) struct BaseSuite {}`).
  private mutating func suiteExtensionTests(
    _ syntax: ExtensionDeclSyntax, of suite: StructDeclSyntax
  ) throws(ParseError) -> [Statement] {
    if let clause = syntax.inheritanceClause {
      throw notSupported("a conformance added to a suite", at: clause)
    }
    return try memberTests(
      syntax.memberBlock.members, of: suite, traits: try traits(of: suite),
      memberKind: "an extension of a suite")
  }

  /// The tests of `members`, declared in `suite` or an extension of it (`memberKind` names
  /// which, for the error): each `@Test` runs with `traits` before its own and starts from the
  /// suite's instance; a nested suite's tests run with `traits` before its own.
  private mutating func memberTests(
    _ members: MemberBlockItemListSyntax, of suite: StructDeclSyntax, traits: [Expression],
    memberKind: String
  ) throws(ParseError) -> [Statement] {
    let instance = try suiteInstance(suite)
    var tests: [Statement] = []
    for member in members {
      if Self.isSuiteInstanceMember(member.decl) { continue }
      if let nested = try nestedSuiteTests(member, traits: traits) {
        tests += nested
        continue
      }
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.attributes.contains(where: { attributeName($0) == "Test" })
      else {
        throw notSupported(
          "this member of \(memberKind) ('\(firstLine(of: member))')", at: member,
          notes: [
            "a suite's members are '@Test func name() { … }' tests, nested suites, stored"
              + " properties with a value (let clock = TestClock()) and an 'init()'"
          ])
      }
      var test = try test(function, in: .suite(suite.name.text))
      test.traits = traits + test.traits
      test.body.statements = instance + test.body.statements
      tests.append(.test(test))
    }
    return tests
  }

  /// The tests of `member` when it is a suite nested in another, whose traits are `traits`;
  /// `nil` for any other member.
  private mutating func nestedSuiteTests(_ member: MemberBlockItemSyntax, traits: [Expression])
    throws(ParseError) -> [Statement]?
  {
    guard let nested = member.decl.as(StructDeclSyntax.self), isSuite(nested) else { return nil }
    return try suiteTests(nested, outerTraits: traits)
  }

  /// The traits `@Suite(…)` gives a suite (its display name aside).
  private mutating func traits(of syntax: StructDeclSyntax) throws(ParseError) -> [Expression] {
    var suiteTraits: [Expression] = []
    for element in syntax.attributes {
      guard case .attribute(let attribute) = element else {
        throw notSupported("this attribute on a suite", at: element)
      }
      switch attributeName(element) {
      case "MainActor": continue  // depplay runs every test on one serial executor already
      case "Suite":
        guard case .argumentList(let list)? = attribute.arguments else { continue }
        for argument in list where !argument.expression.is(StringLiteralExprSyntax.self) {
          suiteTraits.append(try expression(argument.expression))
        }
      default:
        throw notSupported(
          "the attribute '\(element.trimmedDescription)' on a suite", at: element)
      }
    }
    return suiteTraits
  }

  /// What Swift Testing does for each test of a suite before the test runs, as it makes a new
  /// instance of the suite for each: the stored properties given their values (`let clock =
  /// TestClock()`), in order, then the body of its `init()`. Each test's body begins with
  /// them, so each test has its own.
  private mutating func suiteInstance(_ syntax: StructDeclSyntax) throws(ParseError)
    -> [Statement]
  {
    var properties: [Statement] = []
    var initializer: [Statement] = []
    for member in syntax.memberBlock.members where Self.isSuiteInstanceMember(member.decl) {
      if let function = member.decl.as(InitializerDeclSyntax.self), let body = function.body {
        initializer = try block(body).statements
      } else {
        properties.append(try declaration(member.decl))
      }
    }
    return properties + initializer
  }

  /// Whether `decl`, a member of a suite, is part of the instance each test makes
  /// (``suiteInstance(_:)``): a stored property with a value (`let clock = TestClock()`, not
  /// `static`), or an `init()` without parameters.
  private static func isSuiteInstanceMember(_ decl: DeclSyntax) -> Bool {
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      return initializer.signature.parameterClause.parameters.isEmpty
        && initializer.optionalMark == nil && initializer.body != nil
    }
    guard let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.isEmpty else {
      return false
    }
    return variable.bindings.allSatisfy { $0.initializer != nil && $0.accessorBlock == nil }
  }

  /// `final class NameTests: XCTestCase { func testSomething() async throws { … } }`: each
  /// `test…` method is a test, run as its own in the test context as XCTest runs it (through
  /// the class's `override func invokeTest()`, or its superclass's, if one has one).
  private mutating func testCaseTests(_ syntax: ClassDeclSyntax) throws(ParseError)
    -> [Statement]
  {
    for element in syntax.attributes where attributeName(element) != "MainActor" {
      throw notSupported(
        "the attribute '\(element.trimmedDescription)' on an XCTestCase class", at: element)
    }
    try checkSuperclassHasNoTests(of: syntax)
    let invokeTest = invokeTestOverride(for: syntax)
    var tests: [Statement] = []
    for member in syntax.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self), isInvokeTestOverride(function) {
        continue  // each test runs through it (``invoking(_:through:)``)
      }
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text.hasPrefix("test"), function.signature.parameterClause.parameters.isEmpty,
        let body = function.body
      else {
        throw notSupported(
          "this member of an XCTestCase class ('\(firstLine(of: member))')", at: member,
          notes: ["an XCTestCase class's members are 'func testName() { … }' test methods"])
      }
      for element in function.attributes where attributeName(element) != "MainActor" {
        throw notSupported(
          "the attribute '\(element.trimmedDescription)' on a test method", at: element)
      }
      var testBody = try block(body)
      if let invokeTest { testBody = try invoking(testBody, through: invokeTest) }
      tests.append(
        .test(
          TestDeclaration(
            name: function.name.text, container: .xcTestCase(syntax.name.text), traits: [],
            arguments: nil,
            parameters: [], body: testBody, range: range(function))))
    }
    return tests
  }

  /// `@Test("display name", traits…, arguments: [...]) func name(parameter: Type) { … }`,
  /// on its own or in `suite`.
  package mutating func test(_ syntax: FunctionDeclSyntax, in suite: TestContainer?)
    throws(ParseError)
    -> TestDeclaration
  {
    var traits: [Expression] = []
    var arguments: Expression?
    var pairedWith: Expression?
    var displayName: String?
    for element in syntax.attributes {
      if attributeName(element) == "MainActor" { continue }
      guard case .attribute(let attribute) = element, attributeName(element) == "Test" else {
        throw notSupported("the attribute '\(element.trimmedDescription)' on a test", at: element)
      }
      guard case .argumentList(let list)? = attribute.arguments else { continue }
      for argument in list {
        if argument.label?.text == "arguments" {
          arguments = try expression(argument.expression)
        } else if arguments != nil, argument.label == nil {
          // `arguments: hours, words`: a second collection; the cases are every pair.
          guard pairedWith == nil else {
            throw notSupported(
              "a third collection in 'arguments:'", at: argument.expression,
              notes: ["give one collection, or two: @Test(arguments: [1, 2], [\"a\", \"b\"])"])
          }
          pairedWith = try expression(argument.expression)
        } else if let name = argument.expression.as(StringLiteralExprSyntax.self) {
          guard let text = name.representedLiteralValue else {
            throw notSupported(
              "a display name with interpolation", at: name, notes: ["write @Test(\"name\")"])
          }
          displayName = text
        } else {
          traits.append(try expression(argument.expression))
        }
      }
    }
    let name = syntax.name.text
    let parameters = syntax.signature.parameterClause.parameters.map {
      ($0.secondName ?? $0.firstName).text
    }
    if !parameters.isEmpty, arguments == nil {
      throw ParseError(
        "test '\(name)' takes parameters but '@Test' gives no 'arguments:'",
        at: range(from: syntax, to: syntax.signature))
    }
    if let arguments {
      try checkParameterCount(
        parameters.count, of: name, arguments: arguments, pairedWith: pairedWith)
    }
    guard let body = syntax.body else {
      throw ParseError("test '\(name)' has no body", at: range(syntax))
    }
    return TestDeclaration(
      name: name, container: suite, displayName: displayName, traits: traits, arguments: arguments,
      pairedArguments: pairedWith, parameters: parameters, body: try block(body),
      range: range(syntax))
  }

  /// Swift Testing's rule for a parameterized test's parameters: one collection gives each
  /// case one argument (one parameter), or a tuple spread over as many parameters (each
  /// tuple literal of a list literal must have that many values); two collections give each
  /// case a pair (two parameters).
  private func checkParameterCount(
    _ count: Int, of name: String, arguments: Expression, pairedWith: Expression?
  ) throws(ParseError) {
    if let pairedWith {
      guard count == 2 else {
        throw ParseError(
          "test '\(name)' gets a pair of arguments per case from two collections, so it takes"
            + " two parameters, not \(count)", at: pairedWith.range,
          notes: ["write func \(name)(first: Int, second: String)"])
      }
      return
    }
    guard count != 1 else { return }
    guard count > 1 else {
      throw ParseError(
        "test '\(name)' gets one argument per case from 'arguments:', so it takes parameters",
        at: arguments.range, notes: ["write func \(name)(value: Int)"])
    }
    guard case .list(let elements, _) = arguments else { return }
    for element in elements {
      if case .tuple(let values, _) = element, values.count == count { continue }
      throw ParseError(
        "test '\(name)' takes \(count) parameters, so each case of 'arguments:' is a tuple of"
          + " \(count) values", at: element.range,
        notes: [
          "write @Test(arguments: [(1, \"a\"), (2, \"b\")]) for func \(name)(number: Int,"
            + " word: String)"
        ])
    }
  }

  /// `#expect(…)` and `#require(…)` as calls of the names `#expect` and `#require`
  /// (``TestCheck``); any other macro is refused by name.
  package mutating func testMacro(_ syntax: MacroExpansionExprSyntax) throws(ParseError)
    -> Expression
  {
    let spelled = "#" + syntax.macroName.text
    guard let check = TestCheck(rawValue: spelled), check.checkedValues == 1 else {
      throw notSupported("the macro '\(spelled)'", at: syntax)
    }
    if check == .expectMacro, let expectation = try errorExpectation(syntax) {
      return expectation
    }
    guard syntax.trailingClosure == nil, syntax.genericArgumentClause == nil,
      (1...2).contains(syntax.arguments.count),
      syntax.arguments.allSatisfy({ $0.label == nil })
    else {
      throw notSupported(
        "this form of '\(spelled)'", at: syntax,
        notes: [
          check == .expectMacro
            ? "write #expect(condition), #expect(condition, \"comment\") or"
              + " #expect(throws: MyError.self) { try … }"
            : "write \(spelled)(condition) or \(spelled)(condition, \"comment\")"
        ])
    }
    if check == .requireMacro, !inTry {
      throw ParseError(
        "call can throw but is not marked with 'try'", at: range(syntax),
        notes: ["'#require' throws when it fails, which stops the test: try #require(…)"])
    }
    if inTry { triedCalls.insert(range(syntax).start.offset) }
    return .call(
      callee: .name(spelled, range: range(from: syntax.pound, to: syntax.macroName)),
      arguments: try arguments(syntax.arguments), trailingClosure: nil, range: range(syntax))
  }

  /// The first line of a member, to name it in an error.
  private func firstLine(of member: MemberBlockItemSyntax) -> String {
    String(member.decl.trimmedDescription.prefix { !$0.isNewline })
  }
}
