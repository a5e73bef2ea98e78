import Foundation

/// The lessons in a directory (`lessons/*.md`, ordered by name), found by name.
struct LessonLibrary: Sendable {
  /// The directory.
  let directory: URL

  /// The lesson files, in curriculum order.
  var paths: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map {
      directory.appendingPathComponent($0).path
    }
  }

  /// The lessons' names (file names without `.md`).
  var names: [String] {
    paths.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
  }

  /// The lesson file called `name`: its whole name, or its name without the number
  /// (`the-test-safety-net`), or the number alone (`3`, `03`).
  func path(named name: String) -> String? {
    let candidates = zip(names, paths)
    let number = Int(name)
    return candidates.first { stem, _ in
      stem == name || stem.drop { $0.isNumber || $0 == "-" } == name
        || (number != nil && Int(stem.prefix { $0.isNumber }) == number)
    }?.1
  }

  /// Parses the lesson at `path` (a file or any stream, as ``ScriptFile`` reads it),
  /// checking `Teaches:` against the rules when they are found.
  func load(_ path: String) throws -> Lesson {
    let text: String
    do {
      text = try ScriptFile.read(path)
    } catch {
      throw LessonError(file: path, line: 1, message: error.message)
    }
    return try LessonParser.parse(path: path, text: text, knownRules: knownRules)
  }

  /// The rules the lessons cite: SEMANTICS.md beside the lessons' directory (as in the
  /// repository and an install), else the rules shipped with depplay.
  var rules: RuleBook? {
    RuleBook.load(
      from: directory.deletingLastPathComponent().appendingPathComponent("SEMANTICS.md"))
      ?? ShippedFiles.current.rules
  }

  /// The numbers of the rules, if they are found.
  var knownRules: Set<Int>? { rules?.numbers }
}
