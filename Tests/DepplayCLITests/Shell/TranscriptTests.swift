import Foundation
import Testing

@testable import DepplayCLI

/// `.save FILE.md` writes a Markdown transcript; `.html FILE` the workshop page of the
/// session so far, from the entries' own events.
@Suite struct TranscriptTests {
  @Test func markdownTranscriptAndPageOfTheSession() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-transcript-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let markdown = directory.appendingPathComponent("session.md").path
    let page = directory.appendingPathComponent("session.html").path
    let script = directory.appendingPathComponent("session.dep").path
    let harness = ShellHarness(lines: [
      "dependency full { live: 1, preview: 2, test: 3 }",
      "withDependencies { $0.full = 7 } operation: {",
      "  Task { print(full) }",
      "  Task.detached { print(full) }",
      "}",
      ".save \(markdown)", ".html \(page)", ".save \(script)",
    ])
    harness.run()
    let transcript = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(
      transcript == """
        # depplay session

        ```depplay
        dependency full { live: 1, preview: 2, test: 3 }
        ```

        ```depplay
        withDependencies { $0.full = 7 } operation: {
          Task { print(full) }
          Task.detached { print(full) }
        }
        ```

        ```text
        [Task 1] 7
        [Task.detached 2] 1
        ```

        """)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains(#"data-kind="Task" data-unit="Task 1" data-overrides="inherited""#))
    #expect(html.contains(#"data-unit="Task.detached 2" data-overrides="lost""#))
    let line3 = #"<span class="line" id="L3" style="--indent:2"><span class="ln">3</span>"#
    #expect(html.contains(line3 + "  Task {"))
    #expect(html.contains(">[Task.detached 2] 1</li>"))
    #expect(try String(contentsOfFile: script, encoding: .utf8).hasPrefix("dependency full"))
    #expect(harness.captured.standardOutput.contains("wrote the page of 2 entries to \(page)"))
  }
}
