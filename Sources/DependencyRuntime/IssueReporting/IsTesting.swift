import Foundation

/// Whether this process is a test runner (XCTest or Swift Testing), judged once from its
/// environment and command line, as the test context is.
///
/// ```swift
/// if !isTesting { analytics.start() }
/// ```
public let isTesting: Bool = ContextDetection.isTestRunner(
  arguments: ProcessInfo.processInfo.arguments,
  environment: ProcessInfo.processInfo.environment)
