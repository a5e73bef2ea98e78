import Foundation
import Testing

@testable import DepplayInterpreter
@testable import DepplayLanguage

/// Input that would recurse without end (long chains, self-reading defaults) gets an error
/// at a place instead of overflowing the stack.
@Suite struct StackDepthTests {
  @Test func aLongOperatorChainIsRefusedBeforeTheCheckerRecurses() async throws {
    let chain = "let x = 1" + String(repeating: " + 1", count: 5_000)
    let diagnostic = try await MarkedScript(marked: chain).expectError(
      "expression too long", malformed: true)
    #expect(diagnostic.notes.contains { $0.contains("split it with 'let'") })
  }

  @Test func aLongMemberChainIsRefused() async throws {
    let chain = "let x = a" + String(repeating: ".b", count: 5_000)
    try await MarkedScript(marked: chain).expectError("expression too long", malformed: true)
  }

  @Test func aLongCallChainIsRefused() async throws {
    let chain = "let x = f" + String(repeating: "()", count: 5_000)
    try await MarkedScript(marked: chain).expectError("expression too long", malformed: true)
  }

  @Test func chainsOfOrdinaryLengthStillParse() async {
    let chain = "print(1" + String(repeating: " + 1", count: 40) + ")"
    let result = await Session().run(source: chain, file: "ok.dep")
    #expect(result.output == ["41"])
  }

  // The checker refuses a default that names its own key or a later one, so a cycle is
  // written by redeclaring a key (as a shell session or a lesson may).
  @Test func aKeyWhoseDefaultReadsItselfReportsTheCycle() async throws {
    let diagnostic = try await MarkedScript(
      marked: "dependency loop { live: 1 }\ndependency loop { live: ⏵loop + 1 }\nprint(loop)"
    ).expectError("the default of 'loop' reads 'loop' itself: loop → loop", malformed: false)
    #expect(diagnostic.notes.contains { $0.contains("recurse forever") })
  }

  @Test func aCycleThroughOtherKeysNamesTheChain() async throws {
    try await MarkedScript(
      marked: """
        dependency first { live: 1 }
        dependency second { live: ⏵first + 1 }
        dependency third { live: second + 1 }
        dependency first { live: third + 1 }
        print(first)
        """
    ).expectError(
      "the default of 'first' reads 'first' itself: first → third → second → first",
      malformed: false)
  }

  @Test func aCycleStopsTheReadingStatementWithOneError() async {
    let result = await Session().run(
      source: "dependency a { live: 1 }\ndependency a { live: a + 1 }\nprint(a)\nprint(\"after\")",
      file: "x.dep")
    let errors = result.events.filter { if case .error = $0 { true } else { false } }
    #expect(errors.count == 1)
    #expect(result.output.isEmpty)
  }
}

/// Releasing values must not recurse as deep as the chain they hold.
@Suite struct ReleaseDepthTests {
  @Test func releasingALongChainOfTaskHandlesDoesNotRecurse() async {
    // What a method returning `Task { method() }` leaves when the unit limit stops it: each
    // task's value is the handle of the next. Released recursively, 100,000 links overflow
    // a 512 KiB stack many times over.
    let finished = Task<Void, Never> {}
    await finished.value
    var head = ScriptValue.void
    for _ in 0..<100_000 {
      let handle = TaskHandle(unit: .main)
      handle.made(finished)
      handle.keep(head)
      head = .task(handle)
    }
    let chain = Chain(head: head)
    head = .void
    await withCheckedContinuation { (released: CheckedContinuation<Void, Never>) in
      let thread = Thread {
        chain.drop()
        released.resume()
      }
      thread.stackSize = 512 << 10
      thread.start()
    }
  }

  /// Hands the only reference to a chain to the thread that releases it.
  final class Chain: @unchecked Sendable {
    private var head: ScriptValue?
    init(head: ScriptValue) { self.head = head }
    func drop() { head = nil }
  }
}
