import Foundation
import Testing

/// The store layer's client programs (`Tests/Conformance/TCA/Programs`) print against
/// ComposableRuntime what they printed against The Composable Architecture itself, recorded
/// in `Tests/Conformance/TCA/Expected` by `compare.sh` (CONFORMANCE.md, "The store layer
/// against TCA"). CI checks depplay's side without TCA.
@Suite struct TCAConformanceTests {
  static let conformance = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Conformance/TCA")

  /// The programs with a recorded TCA output.
  static var recorded: [String] {
    let files = try? FileManager.default.contentsOfDirectory(
      atPath: conformance.appendingPathComponent("Expected").path)
    return (files ?? []).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
  }

  @Test func everyProgramHasARecordedTCAOutput() throws {
    let programs = try FileManager.default.contentsOfDirectory(
      atPath: Self.conformance.appendingPathComponent("Programs").path)
    let declared = try programs.flatMap { file -> [String] in
      let text = try String(
        contentsOf: Self.conformance.appendingPathComponent("Programs/\(file)"), encoding: .utf8)
      return text.split(separator: "\n").compactMap { line in
        guard line.hasPrefix("enum "), line.hasSuffix(": ConformanceProgram {") else { return nil }
        return String(line.dropFirst(5).prefix(while: { $0 != ":" }))
      }
    }
    #expect(declared.count >= 30)
    #expect(Set(declared) == Set(Self.recorded))
  }

  /// The programs whose issues TCA reports at another line (CONFORMANCE.md, "Differences"):
  /// an issue raised inside a test store's effect is reported by TCA at the test's `send`,
  /// by ComposableRuntime where it is raised; TCA reports a stack's case subscript's issue at
  /// a line of its own source, ComposableRuntime at the caller's. Their issues are compared
  /// without the line.
  static let issuesAtAnotherLine: Set<String> = [
    "LiveOnlyClientInTestStore", "StackElementCases", "UnimplementedEndpointTwoIssues",
  ]

  @Test(arguments: recorded)
  func printsWhatTCAPrinted(_ name: String) async throws {
    var expected = try String(
      contentsOf: Self.conformance.appendingPathComponent("Expected/\(name).txt"), encoding: .utf8)
    let result = try await DifferentialTests.run(
      DifferentialTests.binary("tca-conformance"), arguments: [name])
    var output = result.output
    if Self.issuesAtAnotherLine.contains(name) {
      expected = Self.withoutIssueLines(expected)
      output = Self.withoutIssueLines(output)
    }
    #expect(result.status == 0)
    #expect(output == expected)
  }

  /// `text` with the line numbers of its `issue at line N` lines taken out.
  static func withoutIssueLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("issue at line ") ? "issue" : String(line)
    }.joined(separator: "\n")
  }
}
