import Foundation
import Testing

@testable import DepplayCLI

@Suite struct ShellReferenceTests {
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SHELL.md")

  @Test func shellMarkdownMatchesTheCommandTable() throws {
    if ProcessInfo.processInfo.environment["DEPPLAY_WRITE_DOCS"] == "1" {
      try Data(ShellReference.markdown.utf8).write(to: Self.file, options: .atomic)
    }
    let onDisk = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      onDisk == ShellReference.markdown,
      "SHELL.md is out of date: DEPPLAY_WRITE_DOCS=1 swift test --filter ShellReference")
    for command in DotCommand.all {
      #expect(onDisk.contains("| `\(command.usage)` | \(command.summary) |"))
    }
  }
}
