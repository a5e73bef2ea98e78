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

  @Test func aComputedPropertyRunsWithTheErrorAsSelf() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Failure: Error {
        let code: Int
        var label: String { "#\\(code)" }
      }
      do { throw Failure(code: 4) } catch let f as Failure { print(f, f.label) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Failure(code: 4) #4\n")
  }

  @Test func aDescribedErrorPrintsItsDescription() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct NotFound: Error, CustomStringConvertible {
        let id: Int
        var description: String { "user \\(id) not found" }
      }
      do { throw NotFound(id: 9) } catch { print("failed: \\(error)", [error]) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "failed: user 9 not found [user 9 not found]\n")
  }

  @Test func aDescribedErrorWithoutADescriptionIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      "struct NotFound: Error, CustomStringConvertible { let id: Int }\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "1:8: error: type 'NotFound' does not conform to protocol 'CustomStringConvertible'"),
      "\(errors)")
  }

  @Test func aComputedPropertyWithASetterIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run(
      "struct Failure: Error {\n  var code: Int\n  var twice: Int {\n    get { code * 2 }\n"
        + "    set { code = newValue / 2 }\n  }\n}\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "3:3: error: a computed property with a setter in the error type 'Failure' ('var twice')"
          + " is not supported yet"), "\(errors)")
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
