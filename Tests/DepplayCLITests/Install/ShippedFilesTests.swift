import Foundation
import Testing

@testable import DepplayCLI

@Suite struct ShippedFilesTests {
  /// `root` with `lessons/` and `SEMANTICS.md` in it.
  func makeShippedFiles(in root: URL) throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("lessons"), withIntermediateDirectories: true)
    try "1. **One.**\n".write(
      to: root.appendingPathComponent("SEMANTICS.md"), atomically: true, encoding: .utf8)
  }

  @Test("An installed depplay finds PREFIX/share/depplay from PREFIX/bin, through a symlink")
  func installed() throws {
    let prefix = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let share = prefix.appendingPathComponent("share/depplay")
    try makeShippedFiles(in: share)
    let binary = prefix.appendingPathComponent("bin/depplay")
    try FileManager.default.createDirectory(
      at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: binary)
    let link = prefix.appendingPathComponent("elsewhere-depplay")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
    let files = ShippedFiles(executable: link)
    #expect(files.root?.resolvingSymlinksInPath().path == share.resolvingSymlinksInPath().path)
    #expect(files.rules?.rule(1)?.statement == "One.")
  }

  @Test("A depplay built in a clone finds the clone's lessons above its build directory")
  func builtInAClone() throws {
    let clone = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: clone) }
    try makeShippedFiles(in: clone)
    let binary = clone.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/depplay")
    let files = ShippedFiles(executable: binary)
    #expect(files.root?.path == clone.standardizedFileURL.path)
    #expect(ShippedFiles(executable: URL(fileURLWithPath: "/nowhere/bin/depplay")).root == nil)
  }

  @Test("--dir beats DEPPLAY_LESSONS, which beats the shipped lessons, then ./lessons")
  func lessonsPrecedence() throws {
    let clone = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: clone) }
    try makeShippedFiles(in: clone)
    let files = ShippedFiles(executable: clone.appendingPathComponent(".build/debug/depplay"))
    let environment = ["DEPPLAY_LESSONS": "/from/environment"]
    #expect(files.lessonsDirectory(option: "/opt", environment: environment).path == "/opt")
    #expect(
      files.lessonsDirectory(option: nil, environment: environment).path == "/from/environment")
    #expect(
      files.lessonsDirectory(option: nil, environment: [:]).path
        == clone.standardizedFileURL.appendingPathComponent("lessons").path)
    let nowhere = ShippedFiles(executable: URL(fileURLWithPath: "/nowhere/bin/depplay"))
    #expect(nowhere.lessonsDirectory(option: nil, environment: [:]).lastPathComponent == "lessons")
  }

  @Test("depplay run from any directory finds its lessons; --dir points elsewhere")
  func lessonsFromAnyDirectory() throws {
    let elsewhere = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let listing = try DepplayBinary.run(["lesson"], directory: elsewhere)
    #expect(listing.status == 0)
    #expect(listing.output.contains("01-why-control-dependencies"))
    let empty = try DepplayBinary.run(["--dir", elsewhere.path, "lesson"], directory: elsewhere)
    #expect(empty.status == 1)
    #expect(empty.error.hasPrefix("depplay: error: no lessons in \(elsewhere.path);"))
    let names = try DepplayBinary.run(["completions", "lessons"], directory: elsewhere)
    #expect(names.output.hasPrefix("01-why-control-dependencies\n02-keys-and-contexts\n"))
  }
}
