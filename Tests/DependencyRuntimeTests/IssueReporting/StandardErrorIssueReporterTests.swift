import Testing

@testable import DependencyRuntime

@Suite("The default issue reporter")
struct StandardErrorIssueReporterTests {
  @Test("prints fileID:line: message")
  func format() {
    #expect(
      StandardErrorIssueReporter.line("Something is off.", fileID: "App/Feature.swift", line: 12)
        == "App/Feature.swift:12: Something is off.\n")
  }

  @Test("a missing message still says an issue was reported")
  func missingMessage() {
    #expect(
      StandardErrorIssueReporter.line(nil, fileID: "App/Feature.swift", line: 3)
        == "App/Feature.swift:3: An issue was reported.\n")
  }

  @Test("the process starts with the reporter that fails the running test, else prints")
  func defaults() {
    #expect(IssueReporters.defaultReporters.count == 1)
    #expect(IssueReporters.defaultReporters.first is DefaultIssueReporter)
  }
}
