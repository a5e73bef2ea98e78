import Foundation
import Testing

@testable import DepplayCLI

@Suite struct ManPageTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("man/depplay.1")

  static var groff: String? {
    ["/usr/bin/groff", "/usr/local/bin/groff", "/opt/homebrew/bin/groff"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  @Test("man/depplay.1 is made from the table --help is made from")
  func manPageMatchesTheCommandTable() throws {
    if ProcessInfo.processInfo.environment["DEPPLAY_WRITE_DOCS"] == "1" {
      try Data(ManPage.roff.utf8).write(to: Self.file, options: .atomic)
    }
    let onDisk = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      onDisk == ManPage.roff,
      "man/depplay.1 is out of date: DEPPLAY_WRITE_DOCS=1 swift test --filter ManPage")
    for form in CommandLineReference.forms where form.subcommand != nil {
      #expect(Invocation.help.contains(form.summary.prefix(40)))
      #expect(onDisk.contains(".B depplay \(form.subcommand!)"))
    }
    for option in CommandLineReference.options {
      #expect(Invocation.help.contains(option.names.joined(separator: ", ")))
      #expect(
        onDisk.contains(
          option.names.joined(separator: ", ").replacingOccurrences(of: "-", with: "\\-")))
    }
  }

  @Test("groff renders the man page without a warning", .enabled(if: groff != nil))
  func manPageRenders() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.groff))
    process.arguments = ["-man", "-Tutf8", "-ww", "-z", Self.file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text == "")
  }
}
