import DepplayLanguage
import Testing

/// Which locals print as Optionals: a `let` without a type annotation takes its value's type,
/// as Swift infers it, and a function type whose result is an Optional is no Optional.
@Suite struct InferredOptionalTests {
  /// What `source` prints.
  static func output(_ source: String) async -> String {
    let result = await Session().run(source: source, file: "inferred.dep")
    return TerminalRenderer(colored: false).render(result).standardOutput
  }

  @Test func aLetTakesTheOptionalityOfItsValue() async {
    let printed = await Self.output(
      """
      let scores = [7, 4, 9]
      let lowest = scores.min()
      let first = scores.first { $0 > 5 }
      let doubled = scores.map { $0 * 2 }
      let again = lowest
      print(lowest, first, doubled, again)
      """)
    #expect(printed == "Optional(4) Optional(7) [14, 8, 18] Optional(4)\n")
  }

  @Test func anAnnotationWinsOverTheValue() async {
    let printed = await Self.output(
      """
      let count: Int = 3
      let maybe: Int? = count
      print(count, maybe)
      """)
    #expect(printed == "3 Optional(3)\n")
  }

  @Test func aFunctionReturningAnOptionalIsNoOptional() {
    #expect(PrintedOptional(annotation: "(Int) -> Int?") == nil)
    #expect(PrintedOptional(annotation: "(String) async throws -> [Int]?") == nil)
    #expect(PrintedOptional(annotation: "((Int) -> Int)?") == .optional)
    #expect(PrintedOptional(annotation: "[() -> Void]") == nil)
    #expect(PrintedOptional(annotation: "Optional<Int>") == .optional)
  }
}
