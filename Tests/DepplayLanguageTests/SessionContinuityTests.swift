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

  @Test("expect(issues:) in a later execution claims issues an earlier one reported, once")
  func issuesCarryOver() {
    let session = Session(options: .init(context: .test))
    let declare = "dependency liveOnly { live: 10 }\nprint(liveOnly)"
    #expect(isSuccess(session.execute(source: declare, file: "a.dep")))
    let claim = #"expect(issues: 1, kind: .noTestImplementation, key: "liveOnly")"#
    #expect(isSuccess(session.execute(source: claim, file: "b.dep")))
    #expect(!isSuccess(session.execute(source: claim, file: "c.dep")))
  }

  private func isSuccess(_ result: ExecutionResult) -> Bool {
    if case .succeeded = result.status { return true }
    return false
  }
}
