import DepplayLanguage
import Foundation
import Testing

/// Runs every `Golden/*.dep` script and compares what it prints with its inline
/// `// expect: …` comments (in order). `// status: failed` marks a script expected to fail.
@Suite struct GoldenScriptTests {
  static let directory = Bundle.module.resourceURL?.appendingPathComponent("Golden")

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory?.path ?? "")) ?? []
    return names.filter { $0.hasSuffix(".dep") }.sorted()
  }

  static func expectations(in text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      guard let marker = line.range(of: "// expect: ") else { return nil }
      return String(line[marker.upperBound...])
    }
  }

  @Test(arguments: scripts)
  func golden(_ name: String) async throws {
    let url = try #require(Self.directory?.appendingPathComponent(name))
    let text = try String(contentsOf: url, encoding: .utf8)
    let result = await Session().run(source: text, file: name)
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    let printed = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    #expect(printed == Self.expectations(in: text), "stderr: \(errors)")
    if text.contains("// status: failed") {
      guard case .failed = result.status else {
        Issue.record("\(name) should fail")
        return
      }
    } else {
      guard case .succeeded = result.status else {
        Issue.record("\(name) failed: \(errors)")
        return
      }
    }
  }

  @Test(arguments: [
    "propagation-table.dep", "clocks.dep", "store.dep", "test-store.dep", "store-bad-input.dep",
    "presentation.dep", "cancellation.dep", "stack.dep", "stack-test-store.dep", "guides.dep",
    "task-in-effect.dep", "test-store-skipping.dep",
  ])
  func sameBytesEveryRun(_ name: String) async {
    let url = Self.directory?.appendingPathComponent(name)
    let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    var outputs: Set<String> = []
    for _ in 0..<20 {
      let result = await Session().run(source: text, file: "table.dep")
      outputs.insert(TerminalRenderer(colored: false).render(result).standardOutput)
    }
    #expect(outputs.count == 1, "\(outputs.sorted())")
  }
}
