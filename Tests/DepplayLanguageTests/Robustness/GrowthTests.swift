import Testing

@testable import DepplayLanguage

/// Work that must grow linearly with the input, asserted as operation counts (never as
/// wall-clock time, which a loaded machine would make flaky).
@Suite struct GrowthTests {
  @Test func didYouMeanComparesOnlyCandidatesOfASimilarLength() {
    let candidates = (1...2_000).map { String(repeating: "k", count: $0 % 40 + 1) + "\($0)" }
    let compared = DidYouMean.comparable(to: "kkkkkx", among: candidates)
    // "kkkkkx" has 6 characters: only names of 4 to 8 characters are worth a distance.
    #expect(compared.allSatisfy { (4...8).contains($0.count) })
    #expect(compared.count < candidates.count / 5)
  }

  @Test func didYouMeanSkipsNamesTooLongToBeTypos() {
    // Before: a 200,000-character identifier took ~19 s of edit distances.
    let huge = String(repeating: "a", count: 200_000)
    #expect(DidYouMean.comparable(to: huge, among: ["a", huge + "b"]).isEmpty)
    #expect(DidYouMean.suggestion(for: huge, among: ["a"]) == nil)
  }

  @Test func didYouMeanStillFindsTheTypo() {
    #expect(DidYouMean.suggestion(for: "ful", among: ["full", "other", "fullness"]) == "full")
  }

  @Test func valueSizeMeasuringStopsPastTheLimit() {
    // A list nested in itself 40 times has 2^41 parts; measuring it visits about the limit.
    var value = ScriptValue.list([.int(1)])
    for _ in 0..<40 { value = .list([value, value]) }
    let measured = ValueSize(of: value, maximumSize: 10_000, maximumDepth: 100)
    #expect(measured.size > 10_000)
    #expect(measured.work <= 10_002)
  }

  @Test func everyTestCaseStoppedByAnErrorFails() async {
    // Each case learns whether an error stopped it from its unit, not from the whole log:
    // 2,000 cases, each with one error, report exactly 2,000 failures.
    let result = await Session().run(
      source: "@Test(arguments: 0..<2000) func fails(n: Int) { let x = n / 0 }", file: "t.dep")
    let failed = result.events.filter {
      if case .testFinished(_, let failures) = $0 { !failures.isEmpty } else { false }
    }
    #expect(failed.count == 2_000)
  }
}
