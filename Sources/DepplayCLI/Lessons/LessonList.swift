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

  /// Where a learner who comes back goes on: the lesson last worked in while it has a step
  /// not done, else the first lesson (in curriculum order) with a step not done; nil when
  /// every lesson is done.
  static func resumePoint(_ library: LessonLibrary, progress: ProgressStore?) -> ResumePoint? {
    let done = progress?.all() ?? [:]
    let lessons = library.paths.compactMap { try? library.load($0) }
    let unfinished = lessons.filter { (done[$0.name]?.count ?? 0) < $0.steps.count }
    let last = progress?.lastLesson
    guard let lesson = unfinished.first(where: { $0.name == last }) ?? unfinished.first else {
      return nil
    }
    let completed = done[lesson.name] ?? []
    return ResumePoint(
      lesson: lesson, step: lesson.steps.indices.first { !completed.contains($0) } ?? 0)
  }

  /// A lesson and the step (0-based) a walk of it resumes at.
  struct ResumePoint {
    let lesson: Lesson
    let step: Int

    /// The offer: `Continue '03-the-test-safety-net' at step 4 of 6? [Y/n] `, or `Start …`
    /// for a lesson not begun.
    var question: String {
      step == 0
        ? "Start '\(lesson.name)'? [Y/n] "
        : "Continue '\(lesson.name)' at step \(step + 1) of \(lesson.steps.count)? [Y/n] "
    }
  }
}
