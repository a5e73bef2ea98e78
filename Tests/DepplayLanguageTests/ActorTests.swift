import DepplayLanguage
import Testing

/// `actor` declarations (LANGUAGE.md, "Actors"): each instance is isolated to a real Swift
/// actor; code outside it awaits its methods and properties; swiftc's isolation errors where
/// the checker knows a name holds an instance, and the same refusals when the code runs where
/// it cannot know.
@Suite struct ActorTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "actors.dep")
  }

  static let counter = """
    actor Counter {
      private(set) var value = 0
      var open = 1
      func increment(by amount: Int = 1) -> Int {
        value += amount
        return value
      }
    }
    let counter = Counter()

    """

  /// Measured on Swift 6.3.1 (swiftc -swift-version 6): the top level is the main actor's,
  /// a top-level function nonisolated.
  @Test(arguments: [
    (
      "_ = counter.increment()",
      "10:13: error: actor-isolated instance method 'increment(by:)' cannot be called from"
        + " outside of the actor"
    ),
    (
      "print(counter.value)",
      "10:15: error: actor-isolated property 'value' cannot be accessed from outside of the actor"
    ),
    (
      "counter.value = 3",
      "10:9: error: cannot assign to property: 'value' setter is inaccessible"
    ),
    (
      "counter.open = 3",
      "10:9: error: actor-isolated property 'open' can not be mutated from the main actor"
    ),
    (
      "func f() async {\n  counter.open = 4\n}",
      "11:11: error: actor-isolated property 'open' can not be mutated from a nonisolated context"
    ),
    (
      "func g() {\n  _ = counter.increment()\n}",
      "11:15: error: call to actor-isolated instance method 'increment(by:)' in a synchronous"
        + " nonisolated context"
    ),
    (
      "func f(_ c: Counter) async { c.open = 2 }",
      "10:32: error: actor-isolated property 'open' can not be mutated from a nonisolated context"
    ),
    (
      "func g() -> Int {\n  counter.value\n}",
      "11:11: error: actor-isolated property 'value' can not be referenced from a nonisolated"
        + " context"
    ),
  ])
  func whatSwiftcRefusesIsRefused(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(Self.counter + script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("actors.dep:\(message)"), "\(errors)")
  }

  /// Where the checker cannot tell the value is an actor's (a function's parameter), the
  /// same uses are refused when they run.
  @Test(arguments: [
    (
      "func f(_ c: Counter) async -> Int { c.increment() }\nprint(await f(counter))",
      "10:37: error: actor-isolated instance method 'increment(by:)' cannot be called from"
        + " outside of the actor"
    ),
    (
      "func f(_ c: Counter) async -> Int { c.value }\nprint(await f(counter))",
      "10:37: error: actor-isolated property 'value' cannot be accessed from outside of the actor"
    ),
  ])
  func whatTheCheckerCannotSeeIsRefusedWhenItRuns(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(Self.counter + script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("actors.dep:\(message)"), "\(errors)")
  }

  /// An actor's methods overloaded by their labels: the message names the one the call's
  /// labels choose, as swiftc's does (measured on Swift 6.3.1), whether the checker sees the
  /// call or it is refused when it runs.
  @Test(arguments: [
    ("func f() async {\n  walker.move(by: 2)\n}", "8:10: error: actor-isolated instance method"),
    (
      "func g(_ w: Walker) async { w.move(by: 3) }\nawait g(walker)",
      "7:29: error: actor-isolated instance method"
    ),
  ])
  func theOverloadCalledIsNamed(_ script: String, _ location: String) async {
    let walker = """
      actor Walker {
        var position = 0
        func move(to place: Int) { position = place }
        func move(by step: Int) { position += step }
      }
      let walker = Walker()

      """
    let (_, errors, succeeded) = await Self.run(walker + script + "\n")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "actors.dep:\(location) 'move(by:)' cannot be called from outside of the actor"),
      "\(errors)")
  }

  /// The sample of the docs corpus: a task group's children call the actor at once, and
  /// every increment counts; a parameter's actor is awaited like a local's.
  @Test func childrenOfATaskGroupCallTheActorInTurn() async {
    let (output, errors, succeeded) = await Self.run(
      Self.counter
        + """
        await withTaskGroup(of: Void.self) { group in
          for _ in 1...10 {
            group.addTask { _ = await counter.increment() }
          }
        }
        func bump(_ c: Counter) async -> Int { await c.increment(by: 5) }
        print(await counter.value, await bump(counter), await counter.open)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "10 15 1\n")
  }
}
