/// The part of a lesson that belongs with a line of its code, for presenter mode: the
/// heading of the lesson step the line is in, a Predict's question and choices, and the
/// prose just before the line's block, as Markdown. Before any code, the lesson's
/// introduction.
///
/// What gives an answer away is shown only when the presenter has revealed it: a Predict's
/// explanation (the prose after its code) and answer; an exercise's hints, as many as given.
struct LessonText {
  let lesson: Lesson

  /// What the presenter has revealed of a lesson step.
  struct Shown {
    /// The Predict's explanation and answer, or the exercise's solution.
    var revealed = false
    /// How many of the exercise's hints.
    var hints = 0
  }

  /// The lesson step (an index into ``Lesson/steps``) that lesson-file line `line` is in.
  func stepIndex(forLine line: Int?) -> Int? {
    guard let line else { return nil }
    return lesson.steps.lastIndex { $0.line < line }
  }

  /// The Markdown for lesson step `index` (nil: the introduction), at lesson-file line
  /// `line`. What the room needs most comes first, so a short screen keeps it: a Predict's
  /// question and choices (revealed, its question, answer and explanation only), an
  /// exercise's hints given so far; then the prose before that line's block (the step's
  /// opening prose when the line is not in one of its blocks).
  func markdown(step index: Int?, line: Int?, shown: Shown) -> String {
    guard let index else { return lesson.introduction }
    let step = lesson.steps[index]
    var text = "## \(Self.kindName(step.kind))\(step.title)\n"
    switch step.kind {
    case .predict(let prediction):
      text += "\n- **Question:** \(prediction.question)\n"
      // Once revealed, the answer names the right choice, and the explanation takes the
      // room the choices and the prose before the code had.
      let choices = prediction.choices.enumerated().map {
        "**\(Prediction.letter($0.offset))** \($0.element)"
      }
      if shown.revealed {
        text += "- **Answer:** \(prediction.revealed)\n"
        for case .prose(let explanation) in Self.after(lastCodeIn: step) {
          text += "\n" + explanation + "\n"
        }
        return text
      }
      if !choices.isEmpty { text += "- " + choices.joined(separator: " · ") + "\n" }
    case .exercise(let exercise):
      text += "\n"
      for (number, hint) in exercise.hints.prefix(shown.hints).enumerated() {
        text += "- **Hint \(number + 1):** \(hint)\n"
      }
      if shown.revealed {
        let lines = exercise.solution.lines
        text += "- **Solution:** lines \(lines.lowerBound)–\(lines.upperBound) of the code\n"
      }
    case .step, .prose: break
    }
    let blockIndex = line.flatMap { line in
      step.parts.firstIndex { part in
        guard case .code(let block) = part else { return false }
        return block.lines.contains(line)
      }
    }
    let isProse = { (part: LessonStep.Part) -> Bool in
      if case .prose = part { true } else { false }
    }
    let prose =
      blockIndex.flatMap { step.parts[..<$0].last(where: isProse) }
      ?? step.parts.first(where: isProse)
    if case .prose(let paragraph)? = prose { text += "\n" + paragraph + "\n" }
    return text
  }

  /// The parts after a step's last code block: a Predict's explanation.
  private static func after(lastCodeIn step: LessonStep) -> ArraySlice<LessonStep.Part> {
    let last = step.parts.lastIndex { if case .code = $0 { true } else { false } }
    return last.map { step.parts[($0 + 1)...] } ?? []
  }

  private static func kindName(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .step, .prose: ""
    case .predict: "Predict: "
    case .exercise: "Exercise: "
    }
  }
}
