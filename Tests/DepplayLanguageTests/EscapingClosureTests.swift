import DepplayLanguage
import Testing

/// What Swift refuses to let escape is refused here too, at its place: an update closure's
/// values in a closure, `Task`, queue block or thread started inside it; a task group's
/// `group` outside the task running its body. (Run by ``MalformedScriptTests/refused(_:)``;
/// `⏵` marks where the error must point.)
@Suite("Escaping closures")
struct EscapingClosureTests {
  typealias Case = MalformedScriptTests.Case

  static let cases: [Case] = [
    Case(
      source: "withDependencies { Task { ⏵$0.full = 9 } } operation: { }",
      message: "'$0' is used in a closure that escapes the update closure"),
    Case(
      source: "withDependencies { Task { print(⏵$0.full) } } operation: { }",
      message: "'$0' is used in a closure that escapes the update closure"),
    Case(
      source:
        "withDependencies { DispatchQueue.global().async { print(⏵$0.full) } } operation: { }",
      message: "'$0' is used in a closure that escapes the update closure"),
    Case(
      source: "withDependencies { Thread { print(⏵$0.full) }.start() } operation: { }",
      message: "'$0' is used in a closure that escapes the update closure"),
    Case(
      source: "withDependencies { let f = { ⏵$0.full = 2 } } operation: { }",
      message: "cannot assign to property: '$0' is a 'let' constant"),
    Case(
      source: "withDependencies { DispatchQueue.global().sync { print(⏵$0.full) } } operation: { }",
      message: "would be that closure's own argument"),
    Case(
      source: "let group = 1\n⏵group.addTask { print(1) }",
      message: "'addTask' must be called in the withTaskGroup body"),
    Case(
      source: "await withTaskGroup(of: Void.self) { group in let f = { ⏵group.addTask { } } }",
      message: "'addTask' must be called in the withTaskGroup body"),
    Case(
      source: "await withTaskGroup(of: Void.self) { group in Task { ⏵group.addTask { } } }",
      message: "'addTask' must be called in the withTaskGroup body"),
    Case(
      source:
        "await withTaskGroup(of: Void.self) { group in group.addTask { ⏵group.addTask { } } }",
      message: "'addTask' must be called in the withTaskGroup body"),
    Case(
      source:
        "await withTaskGroup(of: Void.self) { group in Thread { ⏵group.addTask { } }.start() }",
      message: "'addTask' must be called in the withTaskGroup body"),
  ]

  /// Not an escape, but Swift's other closure in disguise: `&&`/`||` take an autoclosure.
  static let autoclosureCases: [Case] = [
    Case(
      source: "let t = Task { true }\nlet both = false && (⏵await t.value)",
      message: "'await' in the right operand of '&&', '||' or '??'")
  ]

  @Test(arguments: cases + autoclosureCases)
  func refused(_ testCase: Case) async throws {
    try await MalformedScriptTests().refused(testCase)
  }

  @Test("group.addTask in a scope, a loop or a sync queue block of the body is accepted")
  func addTaskInNonEscapingCodeOfTheBody() async {
    let result = await Session().run(
      source: MalformedScriptTests.prelude + """
        await withTaskGroup(of: Void.self) { group in
          withDependencies { $0.full = 7 } operation: { group.addTask { print(full) } }
          for i in 0..<1 { group.addTask { print(i) } }
          DispatchQueue.global().sync { group.addTask { print("sync") } }
        }
        """, file: "ok.dep")
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    #expect(output == "[addTask 1] 7\n[addTask 2] 0\n[addTask 4] sync\n", "\(errors)")
  }
}
