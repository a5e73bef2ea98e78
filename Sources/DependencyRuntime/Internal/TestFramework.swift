/// What the runtime needs to know of the test frameworks, so that tests are isolated from
/// each other as the library isolates them: the running test, and where its issues go.
///
/// The runtime does not link XCTest or Swift Testing (apps depend on it).
/// `DependencyRuntimeTestSupport` provides a bridge; when a test target links that module,
/// the runtime finds the bridge by its type's name the first time it needs it, so a test
/// target opts in by depending on `DependencyRuntimeTestSupport`, with no code. A process
/// without the module (an app) has no bridge and pays one check per read.
package protocol TestFrameworkBridge: Sendable {
  /// The identity of the Swift Testing test running in this task, if any; defaults are
  /// cached per test.
  var currentTestID: AnyHashableSendable? { get }

  /// Records `issue` as a failure of the test running here (Swift Testing's current test,
  /// else the running XCTest test case). False when no test is running here.
  func record(_ issue: ReportedIssue) -> Bool

  /// Calls `body` before each XCTest test case starts, from the first call on.
  func beforeEachXCTestCase(_ body: @escaping @Sendable () -> Void)
}

/// The type `DependencyRuntimeTestSupport` declares to hand its bridge to the runtime.
package protocol TestFrameworkBridgeProvider {
  /// The bridge.
  static var bridge: any TestFrameworkBridge { get }
}

/// The bridge to the test frameworks in this process, if a test target linked one.
package enum TestFramework {
  /// The mangled name of `DependencyRuntimeTestSupport.TestSupportBridgeProvider`.
  static let providerTypeName = "28DependencyRuntimeTestSupport25TestSupportBridgeProviderV"

  /// The bridge, found once; it empties the process root's shared cache before each XCTest
  /// test, as the library's test observer does.
  package static let bridge: (any TestFrameworkBridge)? = {
    guard
      let provider = _typeByName(providerTypeName) as? any TestFrameworkBridgeProvider.Type
    else { return nil }
    let bridge = provider.bridge
    bridge.beforeEachXCTestCase { processRoot.resetShared() }
    return bridge
  }()
}
