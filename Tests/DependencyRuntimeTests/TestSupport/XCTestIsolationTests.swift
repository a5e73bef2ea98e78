import DependencyRuntime
import XCTest

/// Rule 30 under XCTest, as the library does it on Linux: the process root's defaults are
/// emptied before each test case, and an issue fails the running test case. (XCTest, because
/// that is the framework these rules are about.)
final class XCTestIsolationTests: XCTestCase {
  /// Each test reads the same stateful default from the process root; each starts over.
  func testEachTestCaseGetsFreshDefaults() {
    @Dependency(\.isolatedCounter) var counter
    XCTAssertEqual(counter.next(), 1)
  }

  func testEachTestCaseGetsFreshDefaultsToo() {
    @Dependency(\.isolatedCounter) var counter
    XCTAssertEqual(counter.next(), 1)
  }

  /// Both tests prepare the context: without the reset the second would be refused (and the
  /// refusal would fail it), and its reads would stay live.
  func testAPreparedContextDoesNotOutliveItsTest() {
    prepareDependencies { $0.context = .live }
    @Dependency(\.context) var context
    XCTAssertEqual(context, .live)
  }

  func testAPreparedContextDoesNotOutliveItsTestEither() {
    prepareDependencies { $0.context = .live }
    @Dependency(\.context) var context
    XCTAssertEqual(context, .live)
  }

  /// Runs a test case of its own and checks the issue failed that one.
  func testAnIssueFailsTheRunningTestCase() throws {
    let inner = XCTestCase(name: "issueRaiser") { _ in reportIssue("raised in a test case") }
    inner.run()
    let run = try XCTUnwrap(inner.testRun)
    XCTAssertEqual(run.failureCount, 1)
    XCTAssertFalse(run.hasSucceeded)
  }
}
