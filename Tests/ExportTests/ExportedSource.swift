import DepplayLanguage
import Foundation
import Testing

@testable import DepplayCLI

/// A golden script or a lesson, as the differential proof exports and runs it: a lesson is
/// its blocks with the exercises' solutions, composed into one script (``Lesson/program``).
struct ExportedSource: CustomTestStringConvertible, Sendable {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  static let golden = tests.appendingPathComponent("DepplayLanguageTests/Golden")
  static let lessons = tests.deletingLastPathComponent().appendingPathComponent("lessons")
  static let exports = tests.appendingPathComponent("ExportedPrograms")

  /// The directory under `Tests/ExportedPrograms` (and the program `exported-NAME`).
  let name: String
  /// The file name the script runs as (`clocks.dep`, `13-….md`), named in check failures.
  let file: String
  /// Where the golden script or lesson is.
  let url: URL

  var testDescription: String { file }

  static var goldenScripts: [ExportedSource] {
    files(in: golden, ending: ".dep").map {
      ExportedSource(name: String($0.dropLast(4)), file: $0, url: golden.appendingPathComponent($0))
    }
  }

  static var allLessons: [ExportedSource] {
    files(in: lessons, ending: ".md").map {
      ExportedSource(
        name: "lesson-" + $0.dropLast(3), file: $0, url: lessons.appendingPathComponent($0))
    }
  }

  private static func files(in directory: URL, ending suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  /// The script's text: the golden script, or the lesson's composed program.
  func text() throws -> String {
    let text = try String(contentsOf: url, encoding: .utf8)
    guard file.hasSuffix(".md") else { return text }
    return try LessonParser.parse(path: file, text: text).program.text
  }

  /// Where the lines of ``text()`` were written: a lesson's are lines of the lesson file
  /// (`nil` for a golden script, written in one piece).
  func map() throws -> SourceMap? {
    guard file.hasSuffix(".md") else { return nil }
    let text = try String(contentsOf: url, encoding: .utf8)
    return try LessonParser.parse(path: file, text: text).program.map
  }

  /// The committed export, if there is one.
  var committedExport: URL? {
    let url = Self.exports.appendingPathComponent("\(name)/main.swift")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
