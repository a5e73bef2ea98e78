import Testing

/// A script that runs to its end, and what it prints (what Swift prints for the same code):
/// one case of a table of such scripts.
struct PrintedRun: CustomTestStringConvertible, Sendable {
  /// What the case shows, as the test's name.
  let testDescription: String
  /// The script.
  let source: String
  /// What it prints.
  let output: String

  init(_ what: String, _ source: String, _ output: String) {
    (testDescription, self.source, self.output) = (what, source, output)
  }

  /// Runs the script as a file named `file`, and checks it succeeds and prints `output`.
  func check(file: String) async {
    let (printed, errors, succeeded) = await runScript(source, file: file)
    #expect(succeeded, "\(errors)")
    #expect(printed == output)
  }
}
