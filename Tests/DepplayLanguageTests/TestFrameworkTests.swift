import Testing

@testable import DepplayLanguage

/// Tests as Swift Testing and XCTest write them (`Golden/swift-testing.dep` and
/// `Golden/xctest.dep` run each form): what a failing check says and where, what stops a
/// test, and the forms still refused by name, never as a syntax error.
@Suite struct TestFrameworkTests {
  static let prelude = "dependency full { live: 1, test: 3 }\n"

  func run(_ source: String) -> ExecutionResult {
    Session().execute(source: Self.prelude + source, file: "t.dep")
  }

  func testLines(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      guard case .testFinished(let name, let failures) = event else { return nil }
      return ([name] + failures).joined(separator: " | ")
    }
  }

  func outputs(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .output(let text, _, _, _) = event { return text }
      return nil
    }
  }

  func refusal(_ result: ExecutionResult) -> String? {
    if case .malformed(let diagnostic) = result.status { diagnostic.message } else { nil }
  }

  @Test("#expect shows each compared side that is not a literal with its value")
  func expectExpansion() {
    let result = run(
      """
      @Test func sides() {
        let names = ["a"]
        #expect(full == 4)
        #expect(full + 1 == full)
        #expect(names == ["b"])
        #expect(1 == 2)
        #expect(full == 3)
      }
      """)
    #expect(
      testLines(result) == [
        "sides() | t.dep:4:3: Expectation failed: (full → 3) == 4"
          + " | t.dep:5:3: Expectation failed: (full + 1 → 4) == (full → 3)"
          + " | t.dep:6:3: Expectation failed: (names → [\"a\"]) == [\"b\"]"
          + " | t.dep:7:3: Expectation failed: 1 == 2"
      ])
  }

  @Test("A failed #require records one issue and stops the test; a passing one unwraps")
  func requireStops() {
    let result = run(
      """
      dependency nickname { live: "Blob", test: nil }
      @Test func stops() throws {
        let value = try #require(full)
        print(value)
        try #require(full == 1)
        print("not reached")
      }
      @Test func next() { print("next") }
      """)
    #expect(outputs(result) == ["3", "next"])
    #expect(
      testLines(result) == [
        "stops() | t.dep:6:7: Expectation failed: (full → 3) == 1", "next()",
      ])
  }

  @Test("#expect compares a Double with an integer literal as Swift types it, a Double")
  func expectPromotesAnIntegerLiteral() {
    let result = run("@Test func t() { let d = 10.0\n #expect(d == 10)\n #expect(d != 11) }")
    #expect(testLines(result) == ["t()"])
  }

  @Test("#require without try is Swift's error")
  func requireNeedsTry() {
    let result = run("@Test func t() { let x = #require(full) }")
    #expect(refusal(result) == "call can throw but is not marked with 'try'")
  }

  @Test("A suite's traits come before each test's own; a display name is what its line shows")
  func suiteTraits() {
    let result = run(
      """
      @Suite(.dependency(\\.full, 10))
      struct Values {
        @Test func suiteValue() { #expect(full == 10) }
        @Test("overridden", .dependencies { $0.full = 20 }) func own() { #expect(full == 20) }
      }
      """)
    #expect(testLines(result) == ["suiteValue()", "\"overridden\""])
  }

  @Test("A suite nested in a suite, or in an extension of one, runs with the outer suite's traits")
  func nestedSuites() {
    let result = run(
      """
      @Suite(.dependency(\\.full, 10)) struct Base {}
      extension Base {
        @Suite struct Inner {
          @Test func fromBase() { #expect(full == 10) }
          @Suite(.dependency(\\.full, 20)) struct Deeper {
            @Test func ownTrait() { #expect(full == 20) }
          }
        }
        @Test func direct() { #expect(full == 11) }
      }
      """)
    #expect(
      testLines(result) == [
        "fromBase()", "ownTrait()", "direct() | t.dep:10:25: Expectation failed: (full → 10) == 11",
      ])
  }

  @Test("A struct of @Test methods is a suite without @Suite; a struct of none stays a struct")
  func implicitSuite() {
    let result = run(
      """
      @MainActor
      struct Values {
        @Test func first() { #expect(full == 3) }
        @Test func second() { #expect(full == 4) }
      }
      struct Plain { var x = 1 }
      print(Plain().x)
      """)
    #expect(
      testLines(result) == [
        "first()", "second() | t.dep:5:25: Expectation failed: (full → 3) == 4",
      ])
    #expect(outputs(result) == ["1"])
  }

  @Test("An XCTestCase's methods are named as XCTest names them, and fail in its words")
  func xcTestNames() {
    let result = run(
      """
      final class ValueTests: XCTestCase {
        func testValue() {
          XCTAssertEqual(full, 4, "four")
          XCTAssertNil(full)
          XCTFail()
        }
      }
      """)
    #expect(
      testLines(result) == [
        "ValueTests.testValue | t.dep:4:5: XCTAssertEqual failed: (\"3\") is not equal to (\"4\") - four"
          + " | t.dep:5:5: XCTAssertNil failed: \"3\" -  | t.dep:6:5: failed - "
      ])
  }

  @Test("Each XCTestCase method starts from an empty cache, as the library's observer empties it")
  func xcTestCacheReset() {
    let result = run(
      """
      dependency ids { live: UUIDGenerator.incrementing, test: UUIDGenerator.incrementing }
      final class IDTests: XCTestCase {
        func testA() { print(ids(), ids()) }
        func testB() { print(ids()) }
      }
      """)
    let zero = "00000000-0000-0000-0000-000000000000"
    let one = "00000000-0000-0000-0000-000000000001"
    #expect(outputs(result) == ["\(zero) \(one)", zero])
  }

  @Test("An XCTestCase's invokeTest override runs each of its tests where super.invokeTest() is")
  func xcTestInvokeTest() {
    let result = run(
      """
      final class OverrideTests: XCTestCase {
        override func invokeTest() {
          print("before")
          withDependencies { $0.full = 40 } operation: { super.invokeTest() }
          print("after", full)
        }
        func testA() { print("a", full) }
        func testB() { XCTAssertEqual(full, 3) }
      }
      """)
    #expect(outputs(result) == ["before", "a 40", "after 3", "before", "after 3"])
    #expect(
      testLines(result) == [
        "OverrideTests.testA",
        "OverrideTests.testB | t.dep:9:18: XCTAssertEqual failed: (\"40\") is not equal to (\"3\") - ",
      ])
  }

  @Test("A test class runs its tests through its superclass's invokeTest override")
  func inheritedInvokeTest() {
    let result = run(
      """
      final class LeafTests: MiddleTestCase {
        func testLeaf() { print("leaf", full) }
      }
      class MiddleTestCase: BaseTestCase {}
      class BaseTestCase: XCTestCase {
        override func invokeTest() {
          withDependencies { $0.full = 40 } operation: { super.invokeTest() }
        }
      }
      final class OwnTests: BaseTestCase {
        override func invokeTest() {
          withDependencies { $0.full = 7 } operation: { super.invokeTest() }
        }
        func testOwn() { print("own", full) }
      }
      """)
    #expect(outputs(result) == ["leaf 40", "own 7"])
    #expect(testLines(result) == ["LeafTests.testLeaf", "OwnTests.testOwn"])
  }

  @Test("Suites in an extension of a base suite, or in a suite, run under its traits")
  func suitesInABaseSuiteExtension() {
    let result = run(
      """
      @Suite(.dependency(\\.full, 5)) struct BaseSuite {}
      extension BaseSuite {
        @Suite struct FeatureTests {
          @Test func inherits() { print("feature", full) }
        }
        @Suite(.dependency(\\.full, 6)) struct OwnTraitTests {
          @Test func overrides() { print("own", full) }
        }
      }
      @Suite(.dependency(\\.full, 8)) struct Outer {
        @Test func outer() { print("outer", full) }
        struct Inner {
          @Test func inner() { print("inner", full) }
        }
      }
      """)
    #expect(outputs(result) == ["feature 5", "own 6", "outer 8", "inner 8"])
    #expect(testLines(result) == ["inherits()", "overrides()", "outer()", "inner()"])
  }

  @Test(
    "Forms not run yet are refused by name",
    arguments: [
      ("@Test func t() throws { try #require(throws: Never.self) { } }", "this form of '#require'"),
      ("@Test func t() { #warning(\"x\") }", "the macro '#warning'"),
      ("@Suite struct S { var x: Int { 1 } }", "this member of a suite ('var x: Int { 1 }')"),
      (
        "struct S { @Test func t() { }\n static let x = 1 }",
        "this member of a suite ('static let x = 1')"
      ),
      (
        "final class T: XCTestCase { override func setUp() { } }",
        "this member of an XCTestCase class ('override func setUp() { }')"
      ),
      (
        "final class T: XCTestCase {\n override func invokeTest() { }\n func testA() { } }",
        "an 'invokeTest()' override that does not call 'super.invokeTest()' exactly once"
      ),
      (
        "class B: XCTestCase { func testA() { } }\nfinal class T: B { func testB() { } }",
        "a test class whose superclass 'B' declares tests"
      ),
      (
        "@Suite struct S {}\nextension S { var x: Int { 1 } }",
        "this member of an extension of a suite ('var x: Int { 1 }')"
      ),
    ])
  func refusedByName(source: String, named: String) {
    #expect(refusal(run(source)) == "\(named) is not supported yet")
  }
}
