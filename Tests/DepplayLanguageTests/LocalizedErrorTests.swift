import Testing

@testable import DepplayLanguage

/// An enum that conforms to Foundation's `LocalizedError`: `localizedDescription` is the
/// `errorDescription` it declares; Foundation's fallback text names the program's module,
/// which depplay refuses by name.
@Suite struct LocalizedErrorTests {
  static let errors = """
    enum Failure: Error, LocalizedError {
      case offline, timeout
      var errorDescription: String? {
        switch self {
        case .offline: return "You are offline."
        case .timeout: return nil
        }
      }
    }
    enum Plain: Error { case broken }

    """

  @Test func theDeclaredErrorDescriptionIsTheLocalizedDescription() async {
    let (output, errors, succeeded) = await runScript(
      Self.errors + "print(Failure.offline.localizedDescription)\n", file: "errors.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "You are offline.\n")
  }

  @Test(arguments: ["Failure.timeout", "Plain.broken"])
  func foundationsFallbackIsRefusedByName(error: String) async {
    let (_, errors, succeeded) = await runScript(
      Self.errors + "print(\(error).localizedDescription)\n", file: "errors.dep")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "errors.dep:11:7: error: the 'localizedDescription' of an error without an"
          + " 'errorDescription' is not supported yet"), "\(errors)")
  }
}
