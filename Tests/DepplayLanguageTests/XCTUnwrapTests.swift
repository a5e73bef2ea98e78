import DepplayLanguage
import Testing

/// `XCTUnwrap` (`Golden/xctest-unwrap.dep`): its call needs `try`, as swiftc says, and a `nil`
/// whose type no declaration names is refused by name where it is found.
@Suite struct XCTUnwrapTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript("import XCTest\n" + source, file: "unwrap.dep")
  }

  @Test func aCallWithoutTryIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      """
      func find() -> Int? { 3 }
      final class FindTests: XCTestCase {
        func testFinds() throws {
          let value = XCTUnwrap(find())
          XCTAssertEqual(value, 3)
        }
      }
      """)
    #expect(!succeeded)
    #expect(errors.contains("call can throw but is not marked with 'try'"), "\(errors)")
    #expect(errors.contains("unwrap.dep:5:17:"), "\(errors)")
  }

  @Test func nilOfATypeNoDeclarationNamesIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      """
      final class FindTests: XCTestCase {
        func testFinds() throws {
          let names: [String: Int] = [:]
          _ = try XCTUnwrap(names["Ada"])
        }
      }
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "unwrap.dep:5:23: error: 'XCTUnwrap' of nil where depplay does not know the Optional's"
          + " type is not supported yet"), "\(errors)")
  }

  /// A test method that throws fails in XCTest's words (measured with swift-corelibs-xctest:
  /// `error: FeatureTests.testThrows : threw error "Boom()"`, the error as `"\(error)"`
  /// writes it), and the next test runs.
  @Test func aTestMethodThatThrowsFailsInXCTestsWords() async {
    let (output, _, succeeded) = await Self.run(
      """
      struct Boom: Error {}
      enum Failure: Error { case bad(Int) }
      final class FeatureTests: XCTestCase {
        func testThrows() throws { throw Boom() }
        func testThrowsEnum() throws { throw Failure.bad(3) }
        func testPasses() { XCTAssertEqual(1, 1) }
      }
      """)
    #expect(!succeeded)
    #expect(output.contains("unwrap.dep:5:3: threw error \"Boom()\""), "\(output)")
    #expect(output.contains("unwrap.dep:6:3: threw error \"bad(3)\""), "\(output)")
    #expect(output.contains("✔ test FeatureTests.testPasses passed"), "\(output)")
    #expect(!output.contains("stopped by an error"), "\(output)")
  }
}
