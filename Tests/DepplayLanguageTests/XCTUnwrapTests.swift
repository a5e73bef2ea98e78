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
}
