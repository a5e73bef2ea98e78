import DepplayLanguage
import Foundation

/// Proves one lesson as LESSONS.md "What depplay check proves" says: in one fresh session,
/// every `depplay` block runs with its `expect`s passing, every Predict answer equals what
/// its code printed, and every exercise fails its check as given and passes it with the
/// solution. A failure names the lesson file, the step and the line.
struct LessonCheck {
  let lesson: Lesson
  private let session = Session()
  /// Everything run in `session` so far, to replay in a scratch session.
  private var ran: [ComposedSource] = []

  private init(lesson: Lesson) { self.lesson = lesson }

  /// The first failure in `lesson`, rendered; nil when the lesson holds.
  static func failure(of lesson: Lesson) -> String? {
    var check = LessonCheck(lesson: lesson)
    for (index, step) in lesson.steps.enumerated() {
      if let failure = check.prove(step, number: index + 1) { return failure }
    }
    return check.unfinishedWork()
  }

  /// Work a block started that no later block woke (a task still asleep on a `TestClock`
  /// when the lesson ends), pointing at the block that started it; nil when there is none.
  private func unfinishedWork() -> String? {
    for leftover in session.finish() {
      guard let source = ran.last(where: { $0.text == leftover.source.text }) else { continue }
      for case .error(let diagnostic, _) in leftover.events {
        return "\(lesson.path): error: the lesson ends with work that never finished:\n"
          + source.render(diagnostic, colored: false)
      }
    }
    return nil
  }

  private mutating func prove(_ step: LessonStep, number: Int) -> String? {
    let code = step.code
    switch step.kind {
    case .prose:
      return nil
    case .step:
      return runAll(code, step: step, number: number)
    case .predict(let prediction):
      let answer = prediction.answer
      guard let first = code.first else { return nil }
      let source = ComposedSource([first], of: lesson)
      let result = run(source)
      if let problem = Self.problem(in: result, source: source, step: step, number: number) {
        return problem
      }
      let printed = result.lastOutput
      guard let printed, Answer.matches(printed, answer) else {
        return
          "\(lesson.path):\(first.line):1: error: step \(number) '\(step.title)': the answer is "
          + "'\(answer)' but the code printed \(printed.map { "'\($0)'" } ?? "nothing")\n"
      }
      return runAll(Array(code.dropFirst()), step: step, number: number)
    case .exercise(let exercise):
      if let problem = runAll(code, step: step, number: number) { return problem }
      let scratch = Session()
      for source in ran {
        _ = scratch.execute(source: source.text, file: lesson.path, map: source.map)
      }
      scratch.startChecking()
      let given = ComposedSource([exercise.start, exercise.check], of: lesson)
      if case .succeeded = scratch.execute(source: given.text, file: lesson.path, map: given.map)
        .status
      {
        return "\(lesson.path):\(exercise.check.line):1: error: step \(number) '\(step.title)': "
          + "the check already passes with the exercise as given, so it asks for nothing\n"
      }
      session.startChecking()
      let solved = ComposedSource([exercise.solution, exercise.check], of: lesson)
      let result = run(solved)
      guard let problem = Self.problem(in: result, source: solved, step: step, number: number)
      else { return nil }
      return problem + "note: the reference solution does not pass the check\n"
    }
  }

  private mutating func runAll(_ blocks: [CodeBlock], step: LessonStep, number: Int) -> String? {
    for block in blocks {
      let source = ComposedSource([block], of: lesson)
      if let problem = Self.problem(in: run(source), source: source, step: step, number: number) {
        return problem
      }
    }
    return nil
  }

  private mutating func run(_ source: ComposedSource) -> ExecutionResult {
    ran.append(source)
    return session.execute(source: source.text, file: lesson.path, map: source.map)
  }

  /// What went wrong in `result`, pointing into the lesson file; nil if it succeeded.
  static func problem(
    in result: ExecutionResult, source: ComposedSource, step: LessonStep, number: Int
  ) -> String? {
    let heading = "step \(number) '\(step.title)'"
    switch result.status {
    case .succeeded:
      return nil
    case .malformed(let diagnostic):
      return "\(heading) does not parse:\n" + source.render(diagnostic, colored: false)
    case .failed:
      for event in result.events {
        switch event {
        case .checkFailed(let check, _, let range):
          let (file, place, _) = source.place(range)
          return
            "\(file.name):\(place.start.line):\(place.start.column): error: \(heading): \(check.failure)\n"
            + check.details.map { "  \($0)\n" }.joined()
        case .error(let diagnostic, _):
          return "\(heading) stopped with an error:\n" + source.render(diagnostic, colored: false)
        case .testFinished(let name, let failures) where !failures.isEmpty:
          return "\(source.pieces[0].file.name):\(source.pieces[0].line):1: error: \(heading): "
            + "test \(name) failed\n" + failures.map { "  \($0)\n" }.joined()
        default:
          continue
        }
      }
      return "\(source.pieces[0].file.name):\(source.pieces[0].line):1: error: \(heading) failed\n"
    }
  }
}

extension ExecutionResult {
  /// The last line printed, without its label.
  var lastOutput: String? {
    for event in events.reversed() {
      if case .output(let text, _, _, _) = event { return text }
    }
    return nil
  }
}
