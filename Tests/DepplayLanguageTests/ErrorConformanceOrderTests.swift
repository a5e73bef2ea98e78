import DepplayLanguage
import Testing

/// An error struct whose `Error` conformance is not written first (`struct FactError:
/// Equatable, Error {}`, as TCA's example tests write it) is an error type all the same.
@Suite struct ErrorConformanceOrderTests {
  @Test func errorMayFollowOtherConformances() async {
    let result = await runScript(
      """
      struct FactError: Equatable, Error {
        var code: Int
      }
      do {
        throw FactError(code: 7)
      } catch let error as FactError {
        print(error.code, error == FactError(code: 7), error == FactError(code: 8))
      }
      """, file: "errors.swift")
    #expect(result.output == "7 true false\n", "\(result.errors)")
  }
}
