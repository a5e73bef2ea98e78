import DepplayLanguage
import Testing

/// `@TaskLocal static var` of an enum or a plain struct: a real task-local, its default the
/// initial value, bound for a closure by `Type.$name.withValue(value) { … }` (nested bindings
/// restore the outer value), copied into a `Task { }` made inside and not into a
/// `Task.detached { }` or a queue's `async` block; read-only otherwise, as Swift's property
/// wrapper is, and its projection is refused by name anywhere but before `withValue`.
@Suite struct TaskLocalTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "locals.dep")
  }

  @Test func aBindingHoldsForItsClosureAndTheTasksMadeThere() async {
    let (output, errors, succeeded) = await Self.run(
      """
      enum Tracing {
        @TaskLocal static var depth = 0
      }
      struct Request {
        @TaskLocal static var id: String = "none"
      }
      print(Tracing.depth, Request.id)
      Tracing.$depth.withValue(1) {
        print("one:", Tracing.depth)
        Tracing.$depth.withValue(Tracing.depth + 1) { print("two:", Tracing.depth) }
        print("one again:", Tracing.depth)
      }
      let echoed = Request.$id.withValue("r-7") { "echo " + Request.id }
      print(echoed, Request.id)
      await Request.$id.withValue("r-8") {
        let child = Task { Request.id }
        let detached = Task.detached { Request.id }
        print("child:", await child.value, "detached:", await detached.value)
      }
      Request.$id.withValue("r-9") {
        DispatchQueue.global().async { print("queue:", Request.id) }
      }
      print(Tracing.depth, Request.id)
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        0 none
        one: 1
        two: 2
        one again: 1
        echo r-7 none
        child: r-8 detached: none
        [DispatchQueue.global 3] queue: none
        0 none

        """)
  }

  @Test(arguments: [
    (
      "enum T { @TaskLocal static var level = 1 }\nT.level = 2",
      "cannot assign to property: 'level' is a get-only property"
    ),
    (
      "enum T { @TaskLocal static let level = 1 }",
      "'@TaskLocal' on this property ('level') is not supported yet"
    ),
    (
      "enum T { @TaskLocal static var level = 1 }\nlet binding = T.$level",
      "the task-local's projection 'T.$level' outside 'withValue' is not supported yet"
    ),
    (
      "enum T { @TaskLocal static var level = 1 }\nT.$level.withValue(2, operation: { })",
      "expected T.$level.withValue(value) { … }"
    ),
    (
      "enum T { @TaskLocal static var level = 1 }\nT.$level.withValue(2) { await Task.yield() }",
      "'await' in a function that does not support concurrency"
    ),
  ])
  func whatSwiftRefusesIsRefused(_ source: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("error: \(message)"), "\(errors)")
  }
}
