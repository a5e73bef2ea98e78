/// How a process decides its default context.
enum ContextDetection {
  /// The environment variable that names the context outright.
  static let environmentKey = "SWIFT_DEPENDENCIES_CONTEXT"

  /// `SWIFT_DEPENDENCIES_CONTEXT` when it is exactly `live`, `preview` or `test` (anything
  /// else is an issue, then inference); else previews (`XCODE_RUNNING_FOR_PREVIEWS=1`), then
  /// a test runner process, then live.
  static func detect(
    arguments: [String], environment: [String: String]
  ) -> (context: DependencyContext, issue: ReportedIssue?) {
    var issue: ReportedIssue?
    if let named = environment[environmentKey] {
      if let context = DependencyContext(rawValue: named) { return (context, nil) }
      issue = ReportedIssue(
        kind: .invalidContext,
        message: """
          \(environmentKey) is "\(named)", which is not a context. \
          Use "live", "preview" or "test"; the context was inferred instead.
          """)
    }
    if environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { return (.preview, issue) }
    if isTestRunner(arguments: arguments, environment: environment) { return (.test, issue) }
    return (.live, issue)
  }

  /// Whether this process looks like a test runner, as Linux test runners do.
  static func isTestRunner(arguments: [String], environment: [String: String]) -> Bool {
    let runnerEnvironmentKeys = [
      "XCTestBundlePath", "XCTestConfigurationFilePath", "XCTestSessionIdentifier",
    ]
    if runnerEnvironmentKeys.contains(where: { environment[$0] != nil }) { return true }
    return arguments.contains { argument in
      let lastComponent = argument.split(separator: "/").last.map(String.init) ?? argument
      return lastComponent == "xctest" || lastComponent == "swiftpm-testing-helper"
        || argument.hasSuffix(".xctest") || argument == "--testing-library"
    }
  }
}
