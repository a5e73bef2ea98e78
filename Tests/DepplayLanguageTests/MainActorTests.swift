import DepplayLanguage
import Testing

/// `@MainActor` (LANGUAGE.md, "The main actor"): a `Task { }` made in main-actor code starts
/// once that code suspends or returns, where the same task made in nonisolated code runs
/// before its maker's next statement; swiftc's isolation errors where the checker knows them;
/// the caseless enum that holds TCA's app-level store.
@Suite struct MainActorTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "actors.dep")
  }

  /// Measured on Swift 6.3: in a `@MainActor` function, "before await" prints before the
  /// task's line; in a nonisolated one, depplay runs the task before the next statement.
  @Test(arguments: [
    ("@MainActor\n", "before await\n[Task 1] in the task\n1\n"),
    ("", "[Task 1] in the task\nbefore await\n1\n"),
  ])
  func aTaskMadeInMainActorCodeStartsAtItsAwait(_ attribute: String, _ expected: String) async {
    let (output, errors, succeeded) = await Self.run(
      attribute
        + """
        func load() async {
          let task = Task { print("in the task"); return 1 }
          print("before await")
          print(await task.value)
        }
        await load()
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == expected)
  }

  /// A `@MainActor` class's method, and a task its own task makes, wait for the main actor:
  /// the inner task starts after the outer one's last line. Main-actor code does not park
  /// for a detached task either: it starts, like the others, at the method's `await`.
  @Test func tasksInheritTheIsolationOfTheCodeThatMakesThem() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @MainActor
      final class Model {
        func start() async {
          let outer = Task {
            Task { print("inner") }
            print("outer goes on")
          }
          let detached = Task.detached { print("detached") }
          print("start goes on")
          await outer.value
          await detached.value
        }
      }
      await Model().start()
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output
        == "start goes on\n[Task 1] outer goes on\n[Task.detached 2] detached\n[Task 3] inner\n")
  }

  /// `Task { @MainActor in … }` in nonisolated code: its body is the main actor's, so it may
  /// call a `@MainActor` function without `await`, and a task it makes starts after it.
  @Test func aMainActorClosureRunsOnTheMainActor() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @MainActor func greet() -> String { "hi" }
      func start() async {
        let task = Task { @MainActor in
          Task { print("inner") }
          print(greet())
        }
        await task.value
      }
      await start()
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[Task 1] hi\n[Task 2] inner\n")
  }

  /// swiftc's words where nonisolated code uses main-actor code outside an `await`, and
  /// where a caseless enum is constructed; an enum with cases still refuses the attribute.
  @Test(arguments: [
    (
      "@MainActor func greet(for name: String) -> String { name }\n"
        + "func plain() -> String { greet(for: \"x\") }\nprint(plain())",
      "2:26: error: call to main actor-isolated global function 'greet(for:)' in a synchronous"
        + " nonisolated context"
    ),
    (
      "@MainActor func greet() -> String { \"hi\" }\nTask.detached { print(greet()) }",
      "2:23: error: main actor-isolated global function 'greet()' cannot be called from outside"
        + " of the actor"
    ),
    (
      "@MainActor enum App { static let shared = 1 }\nfunc read() -> Int { App.shared }",
      "2:22: error: main actor-isolated static property 'shared' can not be referenced from a"
        + " nonisolated context"
    ),
    (
      "@MainActor enum App { static let shared = 1 }\nlet app = App()",
      "2:11: error: 'App' cannot be constructed because it has no accessible initializers"
    ),
    (
      "@MainActor enum Mode { case on, off }",
      "1:1: error: the attribute '@MainActor' on an enum is not supported yet"
    ),
  ])
  func whatSwiftcRefusesIsRefused(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("actors.dep:\(message)"), "\(errors)")
  }

  /// The top level is the main actor's, as in a Swift file; a `Task { }` there keeps it; an
  /// `await` lets nonisolated code in; a `@MainActor` function reads a top-level `var`. The
  /// tasks start once the top level has ended: swiftc's program (Swift 5 mode) prints `3`
  /// before them too, and exits before they start.
  @Test func mainActorCodeAndAwaitedCallsAreAccepted() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @MainActor enum App {
        static let shared = 1
        static func make() -> Int { 2 }
      }
      @MainActor func greet() -> String { "hi" }
      func later() async -> String { await greet() }
      print(greet(), App.shared, App.make(), await later())
      Task { print(greet()) }
      Task.detached { print(await App.make(), await App.shared) }
      var count = 3
      @MainActor func show() { print(count) }
      show()
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "hi 1 2 hi\n3\n[Task 1] hi\n[Task.detached 2] 2 1\n")
  }

  /// Measured with swiftc in the Swift 5 language mode, the docs' samples': a Swift file's
  /// top-level code is the main actor's only when it has an `await` of its own (SE-0343). A
  /// synchronous one may not call a `@MainActor` function or static method; an `await`
  /// elsewhere at the top level, or an `async let`, makes the same call run; an `await` inside
  /// a `Task` is not the top level's.
  @Test func aTopLevelWithoutAnAwaitIsNotTheMainActors() async {
    let greet = "@MainActor func greet() -> String { \"hi\" }\nfunc pause() async {}\n"
    let refused = await Self.run(greet + "print(greet())\n")
    #expect(!refused.succeeded)
    #expect(
      refused.errors.contains(
        "actors.dep:3:7: error: call to main actor-isolated global function 'greet()' in a"
          + " synchronous nonisolated context"), "\(refused.errors)")
    #expect(refused.errors.contains("(SE-0343)"), "\(refused.errors)")
    let inTask = await Self.run(greet + "print(greet())\nTask { await pause() }\n")
    #expect(
      inTask.errors.contains("actors.dep:3:7: error: call to main actor-isolated global function"),
      "\(inTask.errors)")
    let staticMethod = await Self.run(
      "@MainActor enum App { static func make() -> Int { 2 } }\nprint(App.make())\n")
    #expect(
      staticMethod.errors.contains(
        "error: call to main actor-isolated static method 'make()' in a synchronous nonisolated"
          + " context"), "\(staticMethod.errors)")
    let awaited = await Self.run(greet + "print(greet())\nawait pause()\n")
    #expect(awaited.succeeded, "\(awaited.errors)")
    #expect(awaited.output == "hi\n")
    let asyncLet = await Self.run(
      greet + "func two() async -> Int { 2 }\nprint(greet())\nasync let n = two()\n")
    #expect(asyncLet.succeeded, "\(asyncLet.errors)")
    #expect(asyncLet.output == "hi\n")
  }

  /// Measured with swiftc (Swift 5 and 6 language modes, three runs each, the same lines):
  /// a top level that awaits is the main actor's, so the tasks it makes, and a task a
  /// `@MainActor` function it calls makes, start when it next suspends (a yield, a sleep, a
  /// task's value), after the lines before that.
  @Test func aTopLevelThatAwaitsStartsItsTasksWhenItSuspends() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @MainActor func prepare() async {
        Task { print("task of prepare") }
        print("prepare goes on")
      }
      Task { print("first task") }
      Task { print("second task") }
      print("after the tasks")
      for round in 1...2 { print("round", round) }
      await Task.yield()
      await prepare()
      print("after prepare")
      let answer = Task { print("answering"); return 42 }
      print("before the value")
      print(await answer.value)
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        after the tasks
        round 1
        round 2
        [Task 1] first task
        [Task 2] second task
        prepare goes on
        after prepare
        before the value
        [Task 3] task of prepare
        [Task 4] answering
        42

        """)
  }

  /// Measured with swiftc (Swift 5 mode, three runs): two tasks of a top level that awaits
  /// interleave at their yields, `a1 b1 a2 b2`; depplay printed `a1 a2 b1 b2` while the top
  /// level parked for each.
  @Test func tasksOfATopLevelThatAwaitsInterleaveAtTheirYields() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let a = Task { print("a1"); await Task.yield(); print("a2") }
      let b = Task { print("b1"); await Task.yield(); print("b2") }
      await a.value
      await b.value
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[Task 1] a1\n[Task 2] b1\n[Task 1] a2\n[Task 2] b2\n")
  }

  /// A synchronous top level is nonisolated: a task it makes runs meanwhile in Swift, racing
  /// its next lines and the program's exit, so depplay keeps the ordering model's order.
  @Test func aSynchronousTopLevelParksForItsTasks() async {
    let (output, errors, succeeded) = await Self.run(
      """
      Task { print("task") }
      print("after")
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[Task 1] task\nafter\n")
  }
}
