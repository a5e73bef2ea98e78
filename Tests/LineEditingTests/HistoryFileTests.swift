import Foundation
import Testing

@testable import LineEditing

@Suite("History file")
struct HistoryFileTests {
  let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-history-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  @Test("multi-line entries come back whole")
  func multiLineEntries() throws {
    let file = HistoryFile(url: directory.appendingPathComponent("history"))
    let entries = ["print(full)", "withDependencies {\n  $0.full = 7\n} operation: {\n}", #"a\nb"#]
    try file.save(entries)
    #expect(file.load() == entries)
  }

  @Test("the file is private to its owner (0600)")
  func filePermissions() throws {
    let file = HistoryFile(url: directory.appendingPathComponent("history"))
    try file.save(["print(full)"])
    let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test("saving replaces the file atomically and leaves no temporary file behind")
  func atomicSave() throws {
    let file = HistoryFile(url: directory.appendingPathComponent("history"))
    try file.save(["one"])
    try file.save(["one", "two"])
    #expect(file.load() == ["one", "two"])
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["history"])
  }

  @Test("only the last entries up to the limit are kept")
  func limit() throws {
    let file = HistoryFile(url: directory.appendingPathComponent("history"), limit: 2)
    try file.save(["a", "b", "c"])
    #expect(file.load() == ["b", "c"])
  }

  @Test("a missing file is an empty history")
  func missingFile() {
    #expect(HistoryFile(url: directory.appendingPathComponent("absent")).load().isEmpty)
  }

  @Test("DEPPLAY_HISTORY chooses the file; empty turns history off; default is ~/.depplay_history")
  func environment() {
    #expect(HistoryFile.fromEnvironment(["DEPPLAY_HISTORY": "/tmp/h"])?.url.path == "/tmp/h")
    #expect(HistoryFile.fromEnvironment(["DEPPLAY_HISTORY": ""]) == nil)
    #expect(
      HistoryFile.fromEnvironment(["HOME": "/home/learner"])?.url.path
        == "/home/learner/.depplay_history")
  }

  @Test("completion replaces the word with the matches' common prefix")
  func commonPrefixOfMatches() {
    #expect(commonPrefix(of: [".help", ".history"]) == ".h")
    #expect(commonPrefix(of: ["full"]) == "full")
    #expect(commonPrefix(of: ["abc", "xyz"]) == "")
  }
}
