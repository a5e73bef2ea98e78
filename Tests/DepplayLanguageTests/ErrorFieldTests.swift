import DepplayLanguage
import Testing

/// An error type's field declared with a type and no value: given where the error is made,
/// required there as Swift's memberwise initializer requires it, and written back.
@Suite struct ErrorFieldTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "errors.dep")
  }

  @Test func theFieldTakesTheValueGivenWhereTheErrorIsMade() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Failure: Error { var reason: String; var retries: Int }
      do { throw Failure(reason: "timeout", retries: 2) } catch let f as Failure {
        print(f.reason, f.retries)
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "timeout 2\n")
  }

  @Test func leavingTheFieldOutIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      "struct Failure: Error { var reason: String }\nprint(Failure())")
    #expect(!succeeded)
    #expect(
      errors.contains("2:7: error: missing argument for parameter 'reason' in call"), "\(errors)")
  }

  @Test func theExportDeclaresTheFieldWithItsType() throws {
    let swift = try SwiftExporter.export(
      source: "struct Failure: Error { var reason: String }\nprint(Failure(reason: \"x\"))",
      file: "errors.dep", style: .plain)
    #expect(
      swift.contains("struct Failure: Error, Equatable {\n  var reason: String\n}"), "\(swift)")
  }
}
