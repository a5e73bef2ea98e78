import Testing

@testable import DepplayLanguage

/// IssueReporting's `isTesting` (`IsTestingLaunchGuard` of the docs corpus): false in a
/// script's own code, as in a program's process; true in the code its tests run, as in a
/// test process: a `@Test` function, an `XCTestCase` method, and the work they spawn.
@Suite struct IsTestingTests {
  func outputs(_ source: String) -> [String] {
    Session().execute(source: source, file: "t.dep").events.compactMap { event in
      if case .output(let text, _, _, _) = event { return text }
      return nil
    }
  }

  @Test func isFalseInTheScriptsOwnCodeAndTrueInItsTests() {
    let lines = outputs(
      """
      func launchServices() -> String {
        guard !isTesting else { return "skipped" }
        return "started"
      }
      print("top:", launchServices(), isTesting)
      @Test func launch() async {
        print("test:", launchServices(), isTesting)
        let spawned = Task { isTesting }
        print("task:", await spawned.value)
      }
      final class LaunchTests: XCTestCase {
        func testLaunch() {
          print("xctest:", isTesting)
        }
      }
      """)
    #expect(
      lines == [
        "top: started false", "test: skipped true", "task: true", "xctest: true",
      ])
  }

  @Test func callingItIsRefused() {
    let result = Session().execute(source: "print(isTesting())", file: "t.dep")
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected the call to be refused")
      return
    }
    #expect(diagnostic.message == "cannot call value of non-function type 'Bool'")
    #expect(diagnostic.notes == ["read it without parentheses: isTesting"])
  }
}
