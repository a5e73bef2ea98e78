import DepplayLanguage
import Testing

/// `await Task.yield()` suspends the task behind the work that is ready to run, as Swift's
/// does, and the task goes on; it is `async`, so it needs `await`.
@Suite struct TaskYieldTests {
  @Test func aYieldingTaskGoesOnAfterTheYield() async {
    let result = await runScript(
      """
      let task = Task {
        print("before")
        await Task.yield()
        print("after")
        return 42
      }
      print(await task.value)
      """, file: "yield.dep")
    #expect(result.output == "[Task 1] before\n[Task 1] after\n42\n", "\(result.errors)")
  }

  @Test func itNeedsAwait() async throws {
    try await MarkedScript(
      marked: "let task = Task {\n  ⏵Task.yield()\n}\n"
    ).expectError("'Task.yield()' is async: call it with 'await'", malformed: false)
  }

  @Test func itTakesNoArguments() async throws {
    try await MarkedScript(marked: "await ⏵Task.yield(1)\n")
      .expectError("argument passed to call that takes no arguments", malformed: true)
  }
}
