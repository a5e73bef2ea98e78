import DepplayLanguage
import Foundation

/// A script or a lesson, run once in a fresh session, ready to be shown step by step.
struct WorkshopRun: Sendable {
  /// The page's title: the lesson's title, or the script's file name.
  let title: String
  /// The lesson, when the file is one (`.md`).
  let lesson: Lesson?
  /// What ran, traced back to the file's lines.
  let source: ComposedSource
  /// The run, one event per step.
  let replay: RunReplay

  /// Reads and runs `path`: a lesson (`.md`, its blocks with the exercises solved, as
  /// `depplay swift` exports it) or a script. Throws ``UsageError`` for a file that cannot be
  /// read, ``LessonError`` for a malformed lesson, ``MalformedRun`` for a malformed script.
  static func load(path: String) throws -> WorkshopRun {
    let text = try ScriptFile.read(path)
    if path.hasSuffix(".md") {
      let lesson = try LessonParser.parse(path: path, text: text)
      return try run(lesson.program, title: lesson.title, lesson: lesson)
    }
    let name = (path as NSString).lastPathComponent
    return try run(ComposedSource(text: text, name: path), title: name, lesson: nil)
  }

  /// Runs `source` in a fresh session (as `depplay run` does), under `options`.
  static func run(
    _ source: ComposedSource, title: String, lesson: Lesson?,
    options: Session.Options = Session.Options()
  ) throws -> WorkshopRun {
    let result = Session(options: options).run(
      source: source.text, file: source.pieces.first?.file.name ?? "", map: source.map)
    if case .malformed(let diagnostic) = result.status {
      throw MalformedRun(message: source.render(diagnostic, colored: false))
    }
    let replay = RunReplay(
      events: result.events, place: { source.place($0).range },
      outputText: { source.render($0, colored: false)?.text })
    return WorkshopRun(title: title, lesson: lesson, source: source, replay: replay)
  }
}

/// A script that cannot run: its diagnostic, rendered against its file.
struct MalformedRun: Error {
  let message: String
}
