import DepplayLanguage
import Foundation

/// The handlers of the lesson dot-commands.
extension Shell {
  var library: LessonLibrary { LessonLibrary(directory: configuration.lessonsDirectory) }

  /// Starts the lesson called `name` in a fresh session; without a name, lists the lessons
  /// and starts the first one not finished.
  func startLesson(_ name: String) {
    let library = self.library
    let path: String?
    if name.isEmpty {
      output.say(LessonList.render(library, progress: configuration.progress))
      path = LessonList.firstUnfinished(library, progress: configuration.progress)
    } else {
      path = library.path(named: name)
      if path == nil {
        let suggestion = DidYouMean.suggestion(for: name, among: library.names)
        output.complain(
          "error: no lesson '\(name)' in \(library.directory.path)"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "; .lesson lists them") + "\n")
      }
    }
    guard let path else { return }
    do {
      let lesson = try library.load(path)
      reset()
      walk = LessonWalk(lesson: lesson, progress: configuration.progress)
      walk?.start(in: self)
    } catch {
      output.complain("\(error)\n")
    }
  }

  /// `.step [N]`: the current step again, or step N.
  func goToStep(_ argument: String) {
    inLesson { walk in
      let text = argument.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { return walk.show(in: self) }
      guard let number = Int(text), walk.lesson.steps.indices.contains(number - 1) else {
        return output.complain(
          "error: .step takes a step number, 1 to \(walk.lesson.steps.count)\n")
      }
      walk.jump(to: number - 1, in: self)
    }
  }

  /// Runs `body` on the lesson being walked, or says there is none.
  func inLesson(_ body: (LessonWalk) -> Void) {
    guard let walk else {
      return output.complain("error: no lesson is running; .lesson starts one\n")
    }
    body(walk)
  }

  func showSolution() {
    inLesson { walk in
      guard walk.handlesEntries else { return walk.solution(in: self) }
      guard case .line(let answer) = reader.readLine(prompt: "Show the solution? [y/N] "),
        answer.lowercased().hasPrefix("y")
      else { return output.say("Keep going; .hint gives a hint.\n") }
      walk.solution(in: self)
    }
  }

  func showProgress() {
    if let walk {
      walk.report(in: self)
    } else {
      output.say(LessonList.render(library, progress: configuration.progress))
    }
  }
}
