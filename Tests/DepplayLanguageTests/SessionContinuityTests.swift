import DependencyRuntime
import Testing

@testable import DepplayLanguage

/// A session is one program typed in pieces (shell entries, lesson blocks): a check in a
/// later piece sees what an earlier one printed and reported.
@Suite("Session continuity")
struct SessionContinuityTests {
  @Test("expect(output:) in a later execution sees the last line an earlier one printed")
  func outputCarriesOver() {
    let session = Session()
    #expect(isSuccess(session.execute(source: "print(41)\nprint(42)", file: "a.dep")))
    #expect(isSuccess(session.execute(source: #"expect(output: "42")"#, file: "b.dep")))
    #expect(!isSuccess(session.execute(source: #"expect(output: "41")"#, file: "c.dep")))
  }

  @Test("after startChecking, checks see only what later executions print and report")
  func startCheckingForgetsEarlierOutputAndIssues() {
    let session = Session(options: .init(context: .test))
    let declare = "dependency liveOnly { live: 10 }\nprint(liveOnly)\nprint(42)"
    #expect(isSuccess(session.execute(source: declare, file: "a.dep")))
    session.startChecking()
    #expect(
      !isSuccess(session.execute(source: "let x = 1\n" + #"expect(output: "42")"#, file: "b.dep")))
    let claim = #"expect(issues: 0, key: "liveOnly")"#
    #expect(isSuccess(session.execute(source: claim, file: "c.dep")))
  }

  @Test("a top-level function declared in one execution is called in a later one")
  func functionCarriesOver() {
    let session = Session()
    let declare = "func twice(_ n: Int) -> Int { n * 2 }\nprint(twice(1))"
    #expect(isSuccess(session.execute(source: declare, file: "a.dep")))
    #expect(isSuccess(session.execute(source: "print(twice(21))", file: "b.dep")))
    #expect(isSuccess(session.execute(source: #"expect(output: "42")"#, file: "c.dep")))
  }

  @Test("expect(issues:) in a later execution claims issues an earlier one reported, once")
  func issuesCarryOver() {
    let session = Session(options: .init(context: .test))
    let declare = "dependency liveOnly { live: 10 }\nprint(liveOnly)"
    #expect(isSuccess(session.execute(source: declare, file: "a.dep")))
    let claim = #"expect(issues: 1, kind: .noTestImplementation, key: "liveOnly")"#
    #expect(isSuccess(session.execute(source: claim, file: "b.dep")))
    #expect(!isSuccess(session.execute(source: claim, file: "c.dep")))
  }

  @Test(
    "work asleep on a TestClock at the end of an execution resumes when a later one advances the clock"
  )
  func suspendedWorkCarriesOver() {
    let session = Session()
    let start =
      "let clock = TestClock()\nTask {\n  try await clock.sleep(for: .seconds(5))\n  print(\"timer fired\")\n}\nprint(\"started\")"
    let first = session.execute(source: start, file: "a.dep")
    #expect(isSuccess(first))
    #expect(outputs(first) == ["started"])
    let early = session.execute(source: "await clock.advance(by: .seconds(4))", file: "b.dep")
    #expect(isSuccess(early))
    #expect(outputs(early) == [])
    let fired = session.execute(
      source: "await clock.advance(by: .seconds(1))\nprint(\"after\")", file: "c.dep")
    #expect(isSuccess(fired))
    #expect(outputs(fired) == ["timer fired", "after"])
    #expect(session.finish().isEmpty)
  }

  @Test("finish() reports carried work nothing woke, pointing into the execution that started it")
  func finishReportsWorkThatNeverWoke() {
    let session = Session()
    #expect(
      isSuccess(
        session.execute(
          source: "let clock = TestClock()\nTask { try await clock.sleep(for: .seconds(1)) }",
          file: "a.dep")))
    #expect(isSuccess(session.execute(source: "print(1)", file: "b.dep")))
    let leftovers = session.finish()
    #expect(leftovers.count == 1)
    #expect(leftovers.first?.source.name == "a.dep")
    let messages = leftovers.flatMap(\.events).compactMap { event -> String? in
      if case .error(let diagnostic, _) = event { return diagnostic.message }
      return nil
    }
    #expect(
      messages == [
        "Task 1 never finished: it waits for clock.sleep(for: 1.0 seconds) on a TestClock, which can never complete"
      ])
    #expect(session.finish().isEmpty)
  }

  private func outputs(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .output(let text, _, _, _) = event { return text }
      return nil
    }
  }

  private func isSuccess(_ result: ExecutionResult) -> Bool {
    if case .succeeded = result.status { return true }
    return false
  }
}
