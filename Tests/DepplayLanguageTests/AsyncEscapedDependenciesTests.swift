import DepplayLanguage
import Testing

/// `await withEscapedDependencies { continuation in … }` (`Golden/escaped-dependencies-async.dep`):
/// the library's asynchronous overload, whose closure may await; without `await`, or in code
/// that cannot await, its closure may not.
@Suite struct AsyncEscapedDependenciesTests {
  static let greeter = """
    dependency greeting { live: "Hello", test: "Hi" }
    struct Greeter {
      @Dependency(\\.greeting) var greeting
      func greet() -> String { greeting }
    }

    """

  @Test func anAwaitedClosureAwaitsAndYieldsTheValuesItWasCalledWith() async {
    let result = await Session().run(
      source: Self.greeter + """
        func later() async -> String {
          await withEscapedDependencies { continuation in
            await Task.detached { continuation.yield { Greeter().greet() } }.value
          }
        }
        let kept = await withDependencies { $0.greeting = "Hej" } operation: { await later() }
        print(kept)
        """, file: "escaped.dep")
    #expect(result.output == ["Hej"], "\(result.events)")
  }

  @Test func inCodeThatCannotAwaitItsClosureMayNot() async throws {
    try await MarkedScript(
      marked: Self.greeter + """
        func now() -> String {
          withEscapedDependencies { continuation in
            ⏵await Task { "x" }.value
          }
        }
        """
    ).expectError("'await' in a function that does not support concurrency", malformed: true)
  }
}
