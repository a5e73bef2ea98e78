import DepplayLanguage
import Testing

/// Resource limits are language rules (LANGUAGE.md, "Limits"): past one, the statement that
/// hits it stops with an error there, instead of the script eating the machine.
@Suite struct ResourceLimitTests {
  static func limits(budget: Int = 20_000_000, valueSize: Int = 1_000_000) -> Limits {
    var limits = Limits()
    limits.statementBudget = budget
    limits.maximumValueSize = valueSize
    return limits
  }

  @Test func aForRangeIsNotMaterialised() async throws {
    // 0..<Int.max as an array would need exabytes: the loop must stop on the budget instead.
    try await MarkedScript(marked: "for i in 0..<9223372036854775807 { ⏵let x = i }")
      .expectError(
        "statement budget of 1000 is spent", malformed: false, limits: Self.limits(budget: 1_000))
  }

  @Test func anEndlessTimerSpendsTheBudget() async throws {
    // A timer on an immediate clock never ends: each tick is a statement of the budget.
    try await MarkedScript(
      marked: "⏵for await _ in ImmediateClock().timer(interval: .seconds(1)) { }"
    ).expectError(
      "statement budget of 1000 is spent", malformed: false, limits: Self.limits(budget: 1_000))
  }

  @Test func anEmptyLoopBodyStillSpendsTheBudget() async throws {
    try await MarkedScript(marked: "⏵for i in 0..<100000000 { }").expectError(
      "statement budget of 1000 is spent", malformed: false, limits: Self.limits(budget: 1_000))
  }

  @Test func aStringDoubledByRecursionHitsTheValueSizeLimit() async throws {
    try await MarkedScript(
      marked: """
        class Grower {
          func grow(s: String) -> String { return grow(s: ⏵s + s) }
        }
        print(Grower().grow(s: "ab"))
        """
    ).expectError("value too big", malformed: false, limits: Self.limits(valueSize: 10_000))
  }

  @Test func aListNestedInItselfHitsTheValueSizeLimit() async throws {
    // Each level doubles the elements a walk visits: 2^40 without the limit.
    try await MarkedScript(
      marked: """
        class Nester {
          func nest(v: Int) -> Int { return nest(v: ⏵[v, v]) }
        }
        print(Nester().nest(v: [1]))
        """
    ).expectError("value too big", malformed: false, limits: Self.limits(valueSize: 10_000))
  }

  @Test func valuesBuiltOverAndOverSpendTheMemoryBudget() async throws {
    // Each value is small and dropped at once, and the statement budget is far off: the
    // bytes built in all stop it (2 × 1,000 bytes each time: about 500 times in 1 MiB).
    var limits = Self.limits()
    limits.memoryBudget = 1 << 20
    let hundred = String(repeating: "0123456789", count: 10)
    try await MarkedScript(
      marked: """
        let big = "\(String(repeating: hundred, count: 10))"
        for i in 0..<1000000 { let kept = ⏵big + big }
        """
    ).expectError("the memory budget of 1 MiB is spent", malformed: false, limits: limits)
  }

  @Test func elementsAStreamBuffersSpendTheMemoryBudget() async throws {
    // Nothing reads the stream, so it keeps every Int yielded: 1 MiB holds ~22,000 slots,
    // long before the statement budget ends the loop.
    var limits = Self.limits()
    limits.memoryBudget = 1 << 20
    try await MarkedScript(
      marked: """
        let numbers = AsyncStream { continuation in
          for i in 0..<10000000 { continuation.yield(⏵i) }
        }
        """
    ).expectError("the memory budget of 1 MiB is spent", malformed: false, limits: limits)
  }

  @Test func theMemoryBudgetCountsEveryExecutionAfresh() throws {
    var limits = Self.limits()
    limits.memoryBudget = 1 << 20
    let session = Session(options: Session.Options(limits: limits))
    _ = session.execute(
      source: "let big = \"\(String(repeating: "x", count: 1000))\"", file: "big.dep")
    let entry = "for i in 0..<300 { let kept = big + big }\nprint(1)"
    for number in 1...5 {
      let result = session.execute(source: entry, file: "entry\(number).dep")
      guard case .succeeded = result.status else {
        Issue.record("entry \(number) (600 KB in all, under 1 MiB) stopped: \(result.events)")
        return
      }
    }
  }

  /// What entries leave behind outlives them, so a session-wide budget counts every entry's
  /// values: the entries that each stay within their own budget stop once the session's is
  /// spent, at their first statement, and a fresh session starts from nothing.
  @Test func theSessionMemoryBudgetCountsEveryExecution() throws {
    var limits = Self.limits()
    limits.memoryBudget = 1 << 20
    limits.sessionMemoryBudget = 2 << 20
    let declaration = "let big = \"\(String(repeating: "x", count: 1000))\""
    let entry = "for i in 0..<300 { let kept = big + big }\nprint(1)"
    let session = Session(options: Session.Options(limits: limits))
    _ = session.execute(source: declaration, file: "big.dep")
    var statuses: [String] = []
    for number in 1...8 {
      let result = session.execute(source: entry, file: "entry\(number).dep")
      let spent = result.events.contains { event in
        guard case .error(let diagnostic, _) = event else { return false }
        return diagnostic.message.hasPrefix("the session's memory budget of 2 MiB is spent")
      }
      statuses.append(spent ? "spent" : "\(result.status)")
    }
    #expect(statuses.prefix(2).allSatisfy { $0 == "succeeded" }, "\(statuses)")
    #expect(statuses.suffix(2).allSatisfy { $0 == "spent" }, "\(statuses)")
    let fresh = Session(options: Session.Options(limits: limits))
    _ = fresh.execute(source: declaration, file: "big.dep")
    guard case .succeeded = fresh.execute(source: entry, file: "again.dep").status else {
      Issue.record("a fresh session's first entry stopped")
      return
    }
  }

  @Test func aValueNestedTooDeeplyIsRefused() async throws {
    var limits = Self.limits()
    limits.maximumValueDepth = 10
    limits.maximumCallDepth = 64
    try await MarkedScript(
      marked: """
        class Nester {
          func nest(v: Int) -> Int { return nest(v: ⏵[v]) }
        }
        print(Nester().nest(v: [1]))
        """
    ).expectError("value nested too deeply", malformed: false, limits: limits)
  }

  @Test func comparingBigValuesSpendsTheBudget() async throws {
    // Each == walks about 2 × 1,000 elements: 50 comparisons cost far more than 5,000.
    let list = "[" + Array(repeating: "1", count: 1_000).joined(separator: ", ") + "]"
    try await MarkedScript(
      marked: "let big = \(list)\nfor i in 0..<50 { let same = ⏵big == big }"
    ).expectError("statement budget", malformed: false, limits: Self.limits(budget: 5_000))
  }

  @Test func printingBigValuesSpendsTheBudget() async throws {
    let list = "[" + Array(repeating: "1", count: 1_000).joined(separator: ", ") + "]"
    try await MarkedScript(
      marked: "let big = \(list)\nfor i in 0..<50 { print(⏵big) }"
    ).expectError("statement budget", malformed: false, limits: Self.limits(budget: 5_000))
  }

  @Test func threadsStartingThreadsHitTheLiveThreadLimit() async throws {
    try await MarkedScript(
      marked: """
        class Spawner {
          func spawn() { ⏵Thread { spawn() }.start() }
        }
        Spawner().spawn()
        """
    ).expectError("too many threads and queue blocks", malformed: false)
  }

  @Test func nestedQueueBlocksHitTheLiveThreadLimit() async throws {
    try await MarkedScript(
      marked: """
        class Spawner {
          func spawn() { ⏵DispatchQueue.global().async { spawn() } }
        }
        Spawner().spawn()
        """
    ).expectError("too many threads and queue blocks", malformed: false)
  }

  @Test func anEndlessTimerUnderRunStopsOnTheBudgetNotOnTheWallClock() async throws {
    // TestClock.run() used to give up after 5 s of real time: the same script passed alone
    // and failed under load. Now only the work counts.
    let diagnostic = try await MarkedScript(
      marked: """
        let clock = TestClock()
        Task { for i in 0..<1000000000 { try await clock.sleep(for: .seconds(1)) } }
        await clock.run()
        print("ran")
        """
    ).expectError("statement budget", malformed: false, limits: Self.limits(budget: 2_000))
    #expect(!diagnostic.message.contains("gave up"))
  }
}
