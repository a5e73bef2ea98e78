import DepplayLanguage
import Testing

/// Swift's `Result` as a built-in plain enum: its cases, `==`, `switch` coverage, `get()`
/// (which needs `try`), `map` and `mapError`; a script's own `Result` hides it.
@Suite struct ResultTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "result.dep")
  }

  @Test func itsCasesMethodsAndEqualityAreSwifts() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Failed: Error, Equatable { var code: Int }
      let ok: Result<Int, Failed> = .success(2)
      let no: Result<Int, Failed> = .failure(Failed(code: 7))
      print(ok, ok.map { $0 * 10 }, try ok.get())
      print(no.mapError { Failed(code: $0.code + 1) } == .failure(Failed(code: 8)), ok == no)
      do { _ = try no.get() } catch let error as Failed { print("code", error.code) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "success(2) success(20) 2\ntrue false\ncode 7\n")
  }

  @Test func aScriptsOwnResultHidesSwifts() async {
    let (output, errors, succeeded) = await Self.run(
      """
      enum Result { case done, pending }
      let state: Result = .pending
      print(state, state == .done)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "pending false\n")
  }

  @Test(arguments: [
    (
      "struct E: Error {}\nlet r: Result<Int, E> = .success(1)\nprint(r.get())",
      "3:7: error: 'get' throws: call it with 'try'"
    ),
    (
      "struct E: Error {}\nlet r: Result<Int, E> = .success(1)\nswitch r {\ncase .success: print(1)\n}",
      "3:1: error: switch must be exhaustive"
    ),
  ])
  func mistakesGetSwiftsErrors(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("result.dep:\(message)"), "\(errors)")
  }
}
