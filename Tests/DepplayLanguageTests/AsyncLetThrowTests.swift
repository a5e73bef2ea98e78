import DepplayLanguage
import Testing

/// An `async let` whose child throws, as Swift has it: the initializer's call needs no `try`,
/// and the error reaches the code that awaits the value (`try await (a, b)` too), where a
/// `catch` catches it.
@Suite struct AsyncLetThrowTests {
  @Test func theChildsErrorIsThrownWhereTheValueIsAwaited() async {
    let (output, errors, succeeded) = await runScript(
      """
      struct Missing: Error {}
      func count(_ n: Int) async throws -> Int {
        if n < 0 { throw Missing() }
        return n * 10
      }
      func pair(_ n: Int) async throws -> String {
        async let first = count(1)
        async let second = count(n)
        let (a, b) = try await (first, second)
        return "\\(a) \\(b)"
      }
      print(try await pair(2))
      do {
        print(try await pair(-1))
      } catch {
        print("caught", error is Missing)
      }
      """, file: "async-let.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "10 20\ncaught true\n")
  }
}
