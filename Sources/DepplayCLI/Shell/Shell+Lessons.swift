import DepplayLanguage
import Foundation

/// The handlers of the lesson dot-commands.
extension Shell {
  var library: LessonLibrary { LessonLibrary(directory: configuration.lessonsDirectory) }

  /// Starts the lesson called `name` in a fresh session; without a name, lists the lessons
  /// with the learner's progress and offers to continue where the learner stopped.
  func startLesson(_ name: String) {
    let library = self.library
    guard !name.isEmpty else {
      output.say(LessonList.render(library, progress: configuration.progress))
      offerToContinue()
      return
    }
    guard let path = library.path(named: name) else {
      let suggestion = DidYouMean.suggestion(for: name, among: library.names)
      return output.complain(
        "error: no lesson '\(name)' in \(library.directory.path)"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "; .lesson lists them") + "\n")
    }
    start(path)
  }

  /// Offers the lesson and step where the learner stopped (see
  /// ``LessonList/resumePoint(_:progress:)``), and starts it unless the answer is no (with
  /// no one at a terminal to answer, it starts). Returns whether a lesson started.
  @discardableResult
  func offerToContinue() -> Bool {
    guard let place = LessonList.resumePoint(library, progress: configuration.progress) else {
      output.say("Every lesson is done; .lesson NAME walks one again.\n")
      return false
    }
    guard !configuration.interactive || confirm(place.question, byDefault: true) else {
      output.say(".lesson NAME starts a lesson.\n")
      return false
    }
    start(place.lesson.path)
    return true
  }

  /// Asks `question` and reads the answer: y or n (Enter: `byDefault`).
  func confirm(_ question: String, byDefault: Bool) -> Bool {
    guard case .line(let answer) = reader.readLine(prompt: question) else { return false }
    let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
    return word.isEmpty ? byDefault : word.hasPrefix("y")
  }

  /// `.reset-progress [NAME]`: forgets the steps done in lesson NAME, or in every lesson,
  /// after asking.
  func resetProgress(_ argument: String) {
    guard let progress = configuration.progress else {
      return output.say("No progress is kept in this shell.\n")
    }
    var lesson: String?
    if !argument.isEmpty {
      guard let path = library.path(named: argument) else {
        return output.complain("error: no lesson '\(argument)'; .lesson lists them\n")
      }
      lesson = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
    let steps = progress.all().filter { lesson == nil || $0.key == lesson }.values
      .reduce(0) { $0 + $1.count }
    guard steps > 0 else { return output.say("There is no progress to forget.\n") }
    let whose = lesson.map { "in '\($0)'" } ?? "in every lesson"
    let plural = steps == 1 ? "step" : "steps"
    guard confirm("Forget the \(steps) \(plural) done \(whose)? [y/N] ", byDefault: false) else {
      return output.say("Your progress is kept.\n")
    }
    do {
      try progress.forget(lesson)
    } catch {
      return output.complain(
        "error: cannot change \(progress.url.path): \(error.localizedDescription)\n")
    }
    if let walk, lesson == nil || lesson == walk.lesson.name { walk.forgetCompleted() }
    output.say("Forgot the \(steps) \(plural) done \(whose).\n")
  }

  private func start(_ path: String) {
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
      guard confirm("Show the solution? [y/N] ", byDefault: false) else {
        return output.say("Keep going; .hint gives a hint.\n")
      }
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
