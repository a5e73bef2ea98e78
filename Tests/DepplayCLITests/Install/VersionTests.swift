import Foundation
import Testing

@testable import DepplayCLI

@Suite struct VersionTests {
  static let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CHANGELOG.md")

  @Test("--version prints the version CHANGELOG.md's newest entry names")
  func versionIsTheChangelogs() throws {
    let text = try String(contentsOf: Self.changelog, encoding: .utf8)
    let newest = text.split(separator: "\n").first { $0.hasPrefix("## ") }
    #expect(newest?.hasPrefix("## \(DepplayVersion.number) ") == true)
    #expect(try DepplayBinary.run(["--version"]).output == "depplay \(DepplayVersion.number)\n")
  }
}
