import Foundation
import Testing

/// The docs corpus (issue #23's measure): every program run through depplay as a learner
/// would paste it, classified, and compared with the checked-in STATUS.md.
@Suite struct DocsCorpusTests {
  static let statusFile = CorpusProgram.folder.appendingPathComponent("STATUS.md")

  @Test func statusTableIsCurrentAndNothingThatRanStopsRunning() async throws {
    let programs = try CorpusProgram.all()
    #expect(programs.count >= 40)
    var verdicts: [CorpusVerdict] = []
    for program in programs {
      verdicts.append(await CorpusVerdict.judge(program))
    }
    let table = CorpusStatus.markdown(verdicts)
    let recorded = try String(contentsOf: Self.statusFile, encoding: .utf8)
    let wasRunning = CorpusStatus.outcomes(in: recorded)
    for verdict in verdicts
    where wasRunning[verdict.name] == CorpusOutcome.printsTheRealOutput.label
      && verdict.outcome != .printsTheRealOutput
    {
      Issue.record(
        "\(verdict.name) printed the real output and now is \(verdict.outcome.label)")
    }
    if ProcessInfo.processInfo.environment["DEPPLAY_WRITE_DOCS"] == "1" {
      try Data(table.utf8).write(to: Self.statusFile, options: .atomic)
    }
    #expect(
      try String(contentsOf: Self.statusFile, encoding: .utf8) == table,
      "STATUS.md is out of date: DEPPLAY_WRITE_DOCS=1 swift test --filter DocsCorpusTests")
  }

  @Test func everyProgramHasItsRecordedOutput() throws {
    for program in try CorpusProgram.all() {
      #expect(!program.expected.isEmpty, "\(program.name): Expected/ is empty")
      if program.kind == .suite {
        #expect(!program.expectedTestResults.isEmpty, "\(program.name): no test results")
      }
    }
  }

  /// A suite whose values differ from run to run has one verdict: `HuddleListDeletionTests`
  /// makes its ids with `Huddle.ID()`, a random `UUID()` in depplay as in Swift, which the
  /// failing test's issue shows; a suite is judged by which of its tests pass and fail, and
  /// an issue's text is shown (in STATUS.md) only when those differ from the recording.
  @Test func aSuiteMakingRandomIDsHasTheSameVerdictOnEveryRun() async throws {
    let program = try #require(
      try CorpusProgram.all().first { $0.name == "HuddleListDeletionTests" })
    var verdicts: Set<String> = []
    for _ in 0..<3 {
      let verdict = await CorpusVerdict.judge(program)
      verdicts.insert("\(verdict.outcome.label)|\(verdict.detail)")
    }
    #expect(verdicts == ["\(CorpusOutcome.printsTheRealOutput.label)|"])
  }

  @Test func aRefusalNamesWhatItRefusesOnlyWhenItQuotesTheLine() {
    let line = "@Observable final class Model {"
    #expect(CorpusVerdict.namesItsConstruct("'@Observable' is not supported yet", line: line))
    #expect(!CorpusVerdict.namesItsConstruct("expected '}' to end the block", line: line))
    #expect(CorpusVerdict.namesItsConstruct("a nested macro is not supported yet", line: line))
    #expect(!CorpusVerdict.namesItsConstruct("functions go in a 'struct'", line: line))
    #expect(CorpusVerdict.namesItsConstruct("the operator '??' is refused", line: "a ?? b"))
  }
}
