import DepplayLanguage
import Synchronization
import Testing

/// A run keeps every event for its views (the tree, the workshop page), up to a limit
/// (LANGUAGE.md, "Limits"): past it the statement that recorded one too many stops, and the
/// limit is reported once, however many units were running.
@Suite struct EventLimitTests {
  static func limits(events: Int = 1_000_000, text: Int = 64 << 20) -> Limits {
    var limits = Limits()
    limits.maximumEvents = events
    limits.maximumEventText = text
    return limits
  }

  static func errors(in result: ExecutionResult) -> [Diagnostic] {
    result.events.compactMap { event in
      if case .error(let diagnostic, _) = event { return diagnostic }
      return nil
    }
  }

  @Test func aLoopPrintingPastTheEventLimitStopsAtThePrint() async throws {
    try await MarkedScript(marked: "for i in 0..<1000000 {\n  ⏵print(i)\n}").expectError(
      "the run recorded its limit of 100 events", malformed: false,
      limits: Self.limits(events: 100))
  }

  @Test func theLogKeepsNoMoreThanTheLimitAndOneReport() {
    let result = Session(options: Session.Options(limits: Self.limits(events: 100))).run(
      source: "for i in 0..<1000000 { print(i) }", file: "many.dep")
    #expect(result.events.count == 101)
    #expect(Self.errors(in: result).count == 1)
    guard case .failed = result.status else {
      Issue.record("the run did not fail")
      return
    }
  }

  @Test func printedTextCountsTowardsTheLimit() async throws {
    try await MarkedScript(
      marked: """
        let line = "0123456789012345678901234567890123456789"
        for i in 0..<1000000 {
          ⏵print(line)
        }
        """
    ).expectError(
      "limit of 1000000 events or 0 MiB", malformed: false, limits: Self.limits(text: 4_000))
  }

  @Test func manyUnitsPastTheLimitReportItOnce() {
    let script = """
      for i in 0..<8 {
        Task { for j in 0..<1000000 { print(j) } }
      }
      """
    let result = Session(options: Session.Options(limits: Self.limits(events: 500))).run(
      source: script, file: "tasks.dep")
    let errors = Self.errors(in: result)
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("limit of 500 events") == true)
  }

  @Test func anEventPastTheLimitAtTheLastStatementIsStillReported() async throws {
    try await MarkedScript(marked: "print(1)\n⏵print(2)").expectError(
      "limit of 1 events", malformed: false, limits: Self.limits(events: 1))
  }

  @Test func theListenerSeesExactlyTheEventsTheRunKeeps() {
    let seen = EventCounter()
    let result = Session(options: Session.Options(limits: Self.limits(events: 50))).run(
      source: "for i in 0..<1000 { print(i) }", file: "seen.dep"
    ) { _ in seen.count.add(1, ordering: .relaxed) }
    #expect(seen.count.load(ordering: .relaxed) == result.events.count)
  }
}

private final class EventCounter: Sendable {
  let count = Atomic<Int>(0)
}
