import Foundation

/// The list of lessons with the learner's progress, as `depplay lesson` and `.lesson` show it.
enum LessonList {
  /// One line per lesson: its name, title, and steps done.
  static func render(_ library: LessonLibrary, progress: ProgressStore?) -> String {
    let done = progress?.all() ?? [:]
    let paths = library.paths
    guard !paths.isEmpty else { return "no lessons in \(library.directory.path)\n" }
    let lines = paths.map { path -> String in
      guard let lesson = try? library.load(path) else {
        return
          "  ✘ \((path as NSString).lastPathComponent): cannot be read (depplay check says why)"
      }
      let count = done[lesson.name]?.count ?? 0
      let mark = count == lesson.steps.count ? "✔" : count > 0 ? "▸" : " "
      return "  \(mark) \(lesson.name)  \(lesson.title)  (\(count)/\(lesson.steps.count))"
    }
    return "Lessons (depplay lesson NAME, or .lesson NAME in the shell):\n"
      + lines.joined(separator: "\n") + "\n"
  }

  /// The first lesson with a step not done.
  static func firstUnfinished(_ library: LessonLibrary, progress: ProgressStore?) -> String? {
    let done = progress?.all() ?? [:]
    return library.paths.first { path in
      guard let lesson = try? library.load(path) else { return false }
      return (done[lesson.name]?.count ?? 0) < lesson.steps.count
    } ?? library.paths.first
  }
}
