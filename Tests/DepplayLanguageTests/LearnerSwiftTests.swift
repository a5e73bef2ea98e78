import Foundation
import Testing

@testable import DepplayLanguage

/// Swift that learners paste from the lessons' "In real Swift" blocks: what depplay accepts
/// as it is, and what it refuses with a message that says what to write instead.
@Suite("Swift as learners write it")
struct LearnerSwiftTests {
  static let prelude = "dependency full { live: 1, test: 3 }\n"

  func run(_ source: String) -> ExecutionResult {
    Session(options: .init(context: .test)).execute(source: Self.prelude + source, file: "l.dep")
  }

  func outputs(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .output(let text, _, _, _) = event { return text }
      return nil
    }
  }

  @Test("withThrowingTaskGroup's children inherit the overrides, as withTaskGroup's do")
  func throwingTaskGroup() {
    let result = run(
      """
      withDependencies { $0.full = 7 } operation: {
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask { print(full) }
        }
      }
      """)
    guard case .succeeded = result.status else {
      Issue.record("refused: \(result.status)")
      return
    }
    #expect(outputs(result) == ["7"])
  }

  @Test("The bare .dependencies trait starts every case from fresh values")
  func bareDependenciesTrait() {
    let script = """
      dependency ids { live: UUIDGenerator.incrementing, test: UUIDGenerator.incrementing }
      @Test(TRAIT arguments: [1, 2]) func counts(n: Int) { print(ids()) }
      """
    let first = "00000000-0000-0000-0000-000000000000"
    let second = "00000000-0000-0000-0000-000000000001"
    let fresh = run(script.replacingOccurrences(of: "TRAIT", with: ".dependencies,"))
    #expect(outputs(fresh) == [first, first], "\(fresh.events)")
    let shared = run(script.replacingOccurrences(of: "TRAIT", with: ""))
    #expect(outputs(shared) == [first, second], "\(shared.events)")
  }

  @Test("A local @Dependency captures at its declaration and merges at each read (rules 15, 16)")
  func localDependency() {
    let result = run(
      """
      @Dependency(\\.full) var full
      print(full)
      let captured = withDependencies { $0.full = 100 } operation: {
        @Dependency(\\.full) var inner
        return { print(inner) }
      }
      captured()
      withDependencies { $0.full = 200 } operation: { captured() }
      withDependencies { $0.context = .live } operation: { captured() }
      withDependencies { $0.full = 7 } operation: {
        Task.detached {
          @Dependency(\\.full) var lost
          print(lost)
        }
      }
      """)
    guard case .succeeded = result.status else {
      Issue.record("refused: \(result.status)")
      return
    }
    #expect(outputs(result) == ["3", "100", "200", "100", "3"])
  }

  @Test("A local @Dependency of an unknown key is refused with a did-you-mean")
  func localDependencyOfAnUnknownKey() {
    let result = run("@Dependency(\\.ful) var x")
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected the script to be refused")
      return
    }
    #expect(diagnostic.message == "unknown dependency 'ful'")
    #expect(diagnostic.notes == ["did you mean 'full'?"])
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    let note: String
    var testDescription: String { source }
  }

  static let refusals = [
    Refusal(
      source: "Task { Thread.sleep(forTimeInterval: 1) }",
      message: "'Thread.sleep' is not in depplay: time is a dependency here",
      note: "try await continuousClock.sleep(for: .seconds(1))"),
    Refusal(
      source: "Task.imediate { print(full) }", message: "unknown member 'imediate' of Task",
      note: "did you mean 'immediate'?"),
    Refusal(
      source: "print(Int.bitWidth)", message: "'Int.bitWidth' is not in depplay",
      note: "write the number itself"),
    Refusal(
      source: "print(Task.currentPriority)",
      message: "'Task.currentPriority' is not in depplay",
      note: "Task.isCancelled and try Task.checkCancellation()"),
    Refusal(
      source: "print(Task.isCanceled)", message: "unknown member 'isCanceled' of Task",
      note: "did you mean 'isCancelled'?"),
    Refusal(
      source: "Task.detatched { print(full) }", message: "unknown member 'detatched' of Task",
      note: "did you mean 'detached'?"),
    Refusal(
      source: "DispatchQueue.globl().async { }", message: "unknown queue 'globl'",
      note: "did you mean 'global'?"),
    Refusal(
      source: "let x: Float = 1\nprint(Float(x))", message: "'Float' is not in depplay",
      note: "use an Int or a Double"),
  ]

  @Test("Swift that depplay lacks is refused with what to write instead", arguments: refusals)
  func refusedWithAdvice(_ refusal: Refusal) throws {
    let result = run(refusal.source)
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected the script to be refused")
      return
    }
    #expect(diagnostic.message == refusal.message || diagnostic.message.hasPrefix(refusal.message))
    #expect(diagnostic.notes.contains { $0.contains(refusal.note) }, "\(diagnostic.notes)")
  }

  @Test("Messages name types with the right article: an Int, a String")
  func articles() {
    #expect("Int".withIndefiniteArticle == "an Int")
    #expect("String".withIndefiniteArticle == "a String")
    #expect("UUID".withIndefiniteArticle == "a UUID")
    #expect("ImmediateClock".withIndefiniteArticle == "an ImmediateClock")
    let result = run(#"withDependencies { $0.full = "s" } operation: { }"#)
    let errors = result.events.compactMap { event -> String? in
      if case .error(let diagnostic, _) = event { return diagnostic.message }
      return nil
    }
    #expect(errors == ["cannot assign a value of type String to 'full' (an Int)"])
  }
}
