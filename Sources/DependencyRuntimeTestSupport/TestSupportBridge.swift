import DependencyRuntime
import Foundation
import Testing
import XCTest

/// Hands ``TestSupportBridge`` to the runtime, which finds this type by name (see
/// `TestFramework` in DependencyRuntime): linking this module is the whole opt-in.
// NB: the runtime looks this type up by its mangled name; renaming it breaks the lookup,
// which `TestIsolationTests.theBridgeIsFoundWhenTestSupportIsLinked` catches.
struct TestSupportBridgeProvider: TestFrameworkBridgeProvider {
  static var bridge: any TestFrameworkBridge { TestSupportBridge.shared }
}

/// Tells the runtime about the running test: Swift Testing's `Test.current`, and the XCTest
/// test case an observer saw start.
final class TestSupportBridge: TestFrameworkBridge {
  static let shared = TestSupportBridge()

  private let observer = XCTestCaseObserver()

  var currentTestID: AnyHashableSendable? {
    Test.current.map { AnyHashableSendable($0.id) }
  }

  func record(_ issue: ReportedIssue) -> Bool {
    if Test.current != nil {
      SwiftTestingIssueReporter().report(issue)
      return true
    }
    // XCTest on Linux has no expected failures (`XCTExpectFailure`): an expected issue
    // there is not recorded, so it does not fail the test case.
    if issue.isExpected { return true }
    return observer.recordOnRunningTestCase(issue)
  }

  func beforeEachXCTestCase(_ body: @escaping @Sendable () -> Void) {
    observer.register(beforeEach: body)
  }
}

/// Watches XCTest test cases start and finish, to reset the cache before each and to fail
/// the one running when an issue is reported.
///
/// It is registered when the runtime first needs the bridge, usually inside the first test
/// that reads a dependency, so it does not see that test start: until it sees one, an issue
/// goes to XCTest's own `XCTFail` (which fails the running test, if any) and is printed too.
// NB: `@unchecked Sendable`: its state is only touched under `state`'s lock.
private final class XCTestCaseObserver: NSObject, XCTestObservation, @unchecked Sendable {
  private struct State {
    /// The test cases running, innermost last (a test may run another).
    var running: [XCTestCase] = []
    var hasSeenATestStart = false
    var beforeEach: [@Sendable () -> Void] = []
    var isRegistered = false
  }

  private let state = LockIsolated(UncheckedSendable(State()))

  func register(beforeEach body: @escaping @Sendable () -> Void) {
    let needsRegistering = state.withValue { state in
      state.value.beforeEach.append(body)
      defer { state.value.isRegistered = true }
      return !state.value.isRegistered
    }
    guard needsRegistering else { return }
    // NB: registered from the thread that first needed the bridge. Hopping to the main thread
    // and waiting could deadlock: the main thread may itself be waiting for the bridge.
    XCTestObservationCenter.shared.addTestObserver(self)
  }

  /// Records `issue` on the running test case; false when it may not have reached one.
  func recordOnRunningTestCase(_ issue: ReportedIssue) -> Bool {
    let state = state.value.value
    guard let testCase = state.running.last else {
      if !state.hasSeenATestStart {
        XCTFail(issue.message, file: issue.filePath, line: issue.line)
      }
      return false
    }
    testCase.recordFailure(
      withDescription: issue.message, inFile: issue.filePath.description,
      atLine: Int(issue.line), expected: true)
    return true
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    let started = UncheckedSendable(testCase)
    let beforeEach = state.withValue { state in
      state.value.running.append(started.value)
      state.value.hasSeenATestStart = true
      return UncheckedSendable(state.value.beforeEach)
    }
    for body in beforeEach.value { body() }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    let finished = UncheckedSendable(testCase)
    state.withValue { $0.value.running.removeAll { $0 === finished.value } }
  }
}
